#!/usr/bin/env python3
"""Translate an English WAV file into Spanish speech over the streaming WebSocket.

    python translate_file.py input.wav output.wav

Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
"""
from __future__ import annotations

import asyncio
import base64
import json
import math
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import wave
from collections.abc import Mapping
from dataclasses import dataclass, field

import websockets
from websockets.exceptions import ConnectionClosed, InvalidHandshake

SOURCE_LANGUAGE = "en"
TARGET_LANGUAGE = "es"
VOICE_ID = "default_low"
CHUNK_SECONDS = 0.32  # recommended chunk length
TRAILING_SILENCE_SECONDS = 2.0  # lets the server finalise the last phrase
OUTPUT_SAMPLE_RATE = 24_000  # translated speech is always 24 kHz mono pcm_s16le
# get_task and set_task allow one message per 2 s each, counted where they arrive. Each poll
# goes 2.5 s after the reply to the previous one: a reply cannot come before its poll arrived.
POLL_SECONDS = 2.5


class ExampleError(Exception):
    """An expected failure: printed as a message, without a traceback."""


# region config
@dataclass(frozen=True)
class Config:
    base_url: str
    client_id: str
    client_secret: str = field(repr=False)  # never printed


def read_config(env: Mapping[str, str] = os.environ) -> Config:
    missing = [name for name in ("API_CLIENT_ID", "API_CLIENT_SECRET") if not env.get(name, "").strip()]
    if missing:
        raise ExampleError(
            f"Missing environment variable {' and '.join(missing)}. "
            "Export the Client ID and Client Secret of your API key first."
        )
    return Config(
        base_url=(env.get("API_BASE_URL", "").strip() or "https://api.example.com").rstrip("/"),
        client_id=env["API_CLIENT_ID"].strip(),
        client_secret=env["API_CLIENT_SECRET"].strip(),
    )
# endregion


# region session
def call_api(config: Config, method: str, path: str, body: dict | None = None, *, form: tuple[bytes, str] | None = None) -> tuple[int, bytes]:
    """Calls the REST API with the API key headers; returns the status and the body.

    body is sent as JSON; form is a ready multipart body with its Content-Type.
    """
    request = urllib.request.Request(
        config.base_url + path,
        method=method,
        headers={"ClientId": config.client_id, "ClientSecret": config.client_secret},
    )
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        request.add_header("Content-Type", "application/json")
    elif form is not None:
        data, content_type = form
        request.add_header("Content-Type", content_type)
    try:
        with urllib.request.urlopen(request, data=data, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:  # 4xx and 5xx replies
        return error.code, error.read()
    except urllib.error.URLError as error:
        raise ExampleError(f"Cannot reach {config.base_url}: {error.reason}") from None


def describe_problem(status: int, body: bytes) -> str:
    """Turns an error reply ({"ok": false, "errors": [ProblemDetail, ...]}) into one line."""
    try:
        errors = json.loads(body).get("errors") or []
    except (ValueError, AttributeError):
        errors = []
    problems = "; ".join(f"{e['title']} ({e['error_code']}): {e['detail']}" for e in errors)
    return f"HTTP {status}: {problems}" if problems else f"HTTP {status}"


def create_session(config: Config) -> dict:
    status, body = call_api(
        config,
        "POST",
        "/session-storage/session",
        {"data": {"subscriber_count": 0, "publisher_can_subscribe": True, "intent": "api", "ttl_seconds": 900}},
    )
    if status != 201:
        raise ExampleError(f"Could not create a session. {describe_problem(status, body)}")
    return json.loads(body)["data"]


def delete_session(config: Config, session_id: str) -> None:
    path = f"/session-storage/sessions/{urllib.parse.quote(session_id, safe='')}"
    status, body = call_api(config, "DELETE", path)
    # 204: deleted. 404: already cleaned up after end_task. Both are fine.
    if status not in (204, 404):
        raise ExampleError(f"Could not delete session {session_id}. {describe_problem(status, body)}")
# endregion


# region wav
@dataclass
class PcmAudio:
    sample_rate: int
    channels: int
    pcm: bytes  # interleaved signed 16-bit little-endian samples


def read_wav(path: str) -> PcmAudio:
    fix = "Convert it first, for example: ffmpeg -i in.wav -ac 1 -ar 24000 -c:a pcm_s16le out.wav"
    try:
        with wave.open(path, "rb") as wav:
            audio = PcmAudio(wav.getframerate(), wav.getnchannels(), wav.readframes(wav.getnframes()))
            sample_width = wav.getsampwidth()
    except wave.Error as error:  # e.g. "unknown format: 3" for 32-bit float
        raise ExampleError(f"{path} is not a 16-bit PCM WAV file ({error}). {fix}") from None
    except EOFError:
        raise ExampleError(f"{path} is not a WAV file. {fix}") from None
    if sample_width != 2:
        raise ExampleError(f"{path} is {8 * sample_width}-bit PCM; the example sends 16-bit PCM only. {fix}")
    if not 16_000 <= audio.sample_rate <= 48_000:
        raise ExampleError(f"{path} is sampled at {audio.sample_rate} Hz; the API takes 16,000 to 48,000 Hz. {fix}")
    if audio.channels not in (1, 2):
        raise ExampleError(f"{path} has {audio.channels} channels; the API takes mono or stereo. {fix}")
    return audio


def write_wav(path: str, pcm: bytes) -> None:
    with wave.open(path, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(OUTPUT_SAMPLE_RATE)
        wav.writeframes(pcm)
# endregion


# region settings
def task_settings(audio: PcmAudio) -> dict:
    return {
        "input_stream": {
            "content_type": "audio",
            # Declare the file's own format: no resampling needed on this side.
            "source": {"type": "ws", "format": "pcm_s16le", "sample_rate": audio.sample_rate, "channels": audio.channels},
        },
        "output_stream": {"content_type": "audio", "target": {"type": "ws", "format": "pcm_s16le"}},
        "pipeline": {
            "transcription": {"source_language": SOURCE_LANGUAGE},
            "translations": [{"target_language": TARGET_LANGUAGE, "speech_generation": {"voice_id": VOICE_ID}}],
        },
    }
# endregion


def closed_unexpectedly(code: int | None, reason: str = "") -> ExampleError:
    detail = f"code {code}, {reason}" if reason else f"code {code}"
    return ExampleError(
        f"The connection closed unexpectedly ({detail}). "
        "A task does not resume by itself: run the example again to start over with a new session."
    )


def rejected_set_task(error: dict) -> ExampleError:
    fields = "; ".join(f"{'.'.join(map(str, d['loc']))}: {d['msg']}" for d in error.get("details") or [])
    param = f" [{error['param']}]" if error.get("param") else ""
    return ExampleError(f"The server rejected set_task: {error['code']} {error['desc']}{param}" + (f" ({fields})" if fields else ""))


class Translator:
    """One WebSocket connection running one translation task."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.speech = bytearray()  # translated speech for TARGET_LANGUAGE
        self.running = False
        self.rejection: dict | None = None
        self.polled = asyncio.Event()  # set by the reply to a get_task: current_task, NOT_FOUND or RATE_LIMIT_EXCEEDED
        self.set_task_dropped = False  # set_task hit its rate limit and must be sent again
        self.ending = False
        self.partial_shown = False

    async def send(self, message_type: str, data: dict) -> None:
        try:
            await self.ws.send(json.dumps({"message_type": message_type, "data": data}))
        except ConnectionClosed as error:
            raise closed_unexpectedly(error.rcvd.code if error.rcvd else 1006) from None

    # region start-task
    async def start_task(self, settings: dict) -> None:
        """Sends set_task, then polls get_task until the task runs, each poll 2.5 s after the previous reply."""
        await self.send("set_task", settings)
        deadline = time.monotonic() + 30
        while time.monotonic() + POLL_SECONDS < deadline:
            self.polled.clear()
            await self.send("get_task", {})
            try:
                await asyncio.wait_for(self.polled.wait(), timeout=deadline - time.monotonic())
            except asyncio.TimeoutError:
                break
            # Errors about set_task arrive before the reply to a later get_task.
            if self.rejection:
                raise rejected_set_task(self.rejection)
            if self.running:
                return
            await asyncio.sleep(POLL_SECONDS)
            if self.set_task_dropped:
                self.set_task_dropped = False
                await self.send("set_task", settings)
        raise ExampleError("The task did not start within 30 s.")
    # endregion

    # region stream
    async def stream_audio(self, audio: PcmAudio) -> None:
        """Sends the audio in 320 ms chunks at real-time pace, then 2 s of silence."""
        frame_bytes = audio.channels * 2
        chunk_bytes = round(audio.sample_rate * CHUNK_SECONDS) * frame_bytes
        whole = len(audio.pcm) - len(audio.pcm) % frame_bytes
        chunks = math.ceil(whole / chunk_bytes) + math.ceil(TRAILING_SILENCE_SECONDS / CHUNK_SECONDS)
        # Pad with digital silence to whole chunks; the padding is the trailing silence.
        pcm = audio.pcm[:whole].ljust(chunks * chunk_bytes, b"\0")

        start = time.monotonic()
        for index in range(chunks):
            # Schedule each chunk against the clock (start + index × 320 ms) so delays do not add up.
            delay = start + index * CHUNK_SECONDS - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            chunk = pcm[index * chunk_bytes : (index + 1) * chunk_bytes]
            await self.send("input_audio_data", {"data": base64.b64encode(chunk).decode("ascii")})
    # endregion

    # region finish
    async def finish(self) -> None:
        """Sends end_task; the server then sends eos and closes the connection (code 1000)."""
        await self.send("end_task", {"force": False, "eos_timeout": 5})
        self.ending = True
    # endregion

    async def receive(self) -> None:
        """Handles server messages until the server closes the connection."""
        try:
            async for raw in self.ws:
                self.handle(json.loads(raw))
        except ConnectionClosed as error:
            raise closed_unexpectedly(error.rcvd.code if error.rcvd else 1006) from None
        if not self.ending or self.ws.close_code != 1000:
            raise closed_unexpectedly(self.ws.close_code, self.ws.close_reason or "")

    # region messages
    def handle(self, message: dict) -> None:
        kind, data = message["message_type"], message["data"]
        if kind == "current_task":
            self.running = data["task_status"] == "running"
            self.polled.set()
        elif kind == "partial_transcription":
            self.show_partial(data["transcription"]["text"])
        elif kind in ("validated_transcription", "translated_transcription"):
            transcription = data["transcription"]
            self.say(f"[{transcription['language']}] {transcription['text']}")
        elif kind == "output_audio_data":
            if data["language"] == TARGET_LANGUAGE:
                self.speech += base64.b64decode(data["data"])
        elif kind == "warning":
            self.say(f"Warning {data['code']}: {data['message']}")
        elif kind == "error":
            if data["code"] == "RATE_LIMIT_EXCEEDED":
                # The command was dropped, not refused: back off and send it again at the next slot.
                self.set_task_dropped = self.set_task_dropped or data.get("param") == "set_task"
                if data.get("param") == "get_task":
                    self.polled.set()
            elif not self.running:
                # Before the task runs, NOT_FOUND without a param only means "not started yet".
                if data["code"] == "NOT_FOUND" and not data.get("param"):
                    self.polled.set()
                else:
                    self.rejection = data
            else:
                self.say(f"Error {data['code']}: {data['desc']}")
        elif kind == "eos":
            self.say("End of stream.")
    # endregion

    def show_partial(self, text: str) -> None:
        if not sys.stdout.isatty():
            return  # only a terminal can rewrite the line in place
        print(f"\r\x1b[2K  … {text}", end="", flush=True)
        self.partial_shown = True

    def say(self, line: str) -> None:
        if self.partial_shown:
            print("\r\x1b[2K", end="")
            self.partial_shown = False
        print(line, flush=True)


# region translate
async def open_stream(session: dict):
    """Opens ws_url?token=<publisher>; the API key is not used on this connection."""
    query = urllib.parse.urlencode({"token": session["publisher"]})
    url = f"{session['ws_url']}?{query}"
    try:
        return await websockets.connect(url, ping_interval=10, ping_timeout=30)
    except InvalidHandshake as error:
        response = getattr(error, "response", None)
        status = getattr(error, "status_code", None) or getattr(response, "status_code", None)
        raise ExampleError(f"The stream server refused the connection ({status or error}).") from None
    except OSError as error:
        raise ExampleError(f"Cannot connect to the stream server: {error}") from None


async def run_task(translator: Translator, drive) -> None:
    """Runs drive() (the sending side) and the receiver until the server closes the socket after eos."""
    sender = asyncio.create_task(drive())
    receiver = asyncio.create_task(translator.receive())
    # Either task may fail first; the other one is then cancelled.
    done, pending = await asyncio.wait({sender, receiver}, timeout=600, return_when=asyncio.FIRST_EXCEPTION)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()  # re-raises the first failure
    if pending:
        raise ExampleError("The translation did not finish in time.")


async def translate(session: dict, audio: PcmAudio, make_translator=Translator) -> Translator:
    """Runs the task on the session's stream; the translator returned holds the translated speech."""
    connection = await open_stream(session)
    try:
        translator = make_translator(connection)

        async def drive() -> None:
            await translator.start_task(task_settings(audio))
            translator.say(f"Task running: {SOURCE_LANGUAGE} → {TARGET_LANGUAGE}, voice {VOICE_ID}. Streaming in real time…")
            await translator.stream_audio(audio)
            await translator.finish()

        await run_task(translator, drive)
    finally:
        await connection.close()
    return translator
# endregion


# region main
def in_session(config: Config, work):
    """Creates a session, runs the coroutine work(session) and deletes the session, also after a failure."""
    session = create_session(config)
    print(f"Session {session['id']} created.", flush=True)
    try:
        return asyncio.run(work(session))
    finally:
        try:
            delete_session(config, session["id"])
            print(f"Session {session['id']} deleted.")
        except ExampleError as error:
            print(f"Warning: {error}", file=sys.stderr)


def main(argv: list[str]) -> None:
    if not argv:
        raise ExampleError("Usage: python translate_file.py input.wav [output.wav]")
    input_path, output_path = argv[0], argv[1] if len(argv) > 1 else "output.wav"
    config = read_config()
    audio = read_wav(input_path)
    seconds = len(audio.pcm) / (audio.sample_rate * audio.channels * 2)
    layout = "mono" if audio.channels == 1 else "stereo"
    print(f"{input_path}: {audio.sample_rate} Hz, {layout}, {seconds:.1f} s", flush=True)

    async def work(session: dict) -> None:
        speech = (await translate(session, audio)).speech
        write_wav(output_path, speech)
        print(f"Saved {len(speech) / (OUTPUT_SAMPLE_RATE * 2):.1f} s of {TARGET_LANGUAGE} speech to {output_path}.")

    in_session(config, work)
# endregion


def run_program(main) -> None:
    """Runs main(argv); expected failures end the program with one line on stderr and exit code 1."""
    try:
        main(sys.argv[1:])
    except (ExampleError, FileNotFoundError) as error:
        print(f"Error: {error}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    run_program(main)
