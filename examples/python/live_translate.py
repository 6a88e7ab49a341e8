#!/usr/bin/env python3
"""Translate the microphone live and play the Spanish speech on the speakers.

    python live_translate.py                                  # microphone → speakers (needs sounddevice)
    python live_translate.py --input talk.wav --output heard.wav   # a WAV file as microphone and as speaker

Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
Ctrl+C stops the microphone; the phrases in flight are still translated and played.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import signal
import sys
import time
import wave
from array import array
from collections.abc import AsyncIterator
from typing import Protocol

from translate_file import (
    CHUNK_SECONDS,
    OUTPUT_SAMPLE_RATE,
    SOURCE_LANGUAGE,
    TARGET_LANGUAGE,
    TRAILING_SILENCE_SECONDS,
    VOICE_ID,
    ExampleError,
    PcmAudio,
    Translator,
    in_session,
    open_stream,
    read_config,
    read_wav,
    run_program,
    run_task,
    task_settings,
)

# What the pipeline sends: the API's recommended input, 24 kHz mono pcm_s16le in 320 ms chunks.
INPUT_SAMPLE_RATE = 24_000
CHUNK_BYTES = round(INPUT_SAMPLE_RATE * CHUNK_SECONDS) * 2
# A phrase starts playing once this much of it is buffered (or all of it has arrived).
PREBUFFER_SECONDS = 0.2
# A phrase that gets no audio for this long, while later audio waits, is played as far as it came.
STALL_SECONDS = 3.0


# region devices
# region interfaces
class Microphone(Protocol):
    sample_rate: int
    channels: int

    def blocks(self) -> AsyncIterator[bytes]:
        """Interleaved 16-bit little-endian samples, as the device delivers them, until stop()."""
        ...

    def stop(self) -> None: ...


class Speaker(Protocol):
    async def play(self, pcm: bytes) -> None:
        """Queues 24 kHz mono 16-bit samples; may wait while the device's buffer is full."""
        ...

    async def close(self) -> None:
        """Waits until everything queued has been played."""
        ...
# endregion


class DeviceMicrophone:
    """The default input device, through sounddevice (PortAudio), at the device's own rate."""

    def __init__(self, sd) -> None:
        self.sd = sd
        self.sample_rate = int(sd.query_devices(kind="input")["default_samplerate"])
        self.channels = 1
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()

    async def blocks(self) -> AsyncIterator[bytes]:
        loop = asyncio.get_running_loop()

        def captured(data, frames, time_info, status) -> None:  # runs on PortAudio's thread
            loop.call_soon_threadsafe(self.queue.put_nowait, bytes(data))

        with self.sd.RawInputStream(samplerate=self.sample_rate, channels=1, dtype="int16", callback=captured):
            while (block := await self.queue.get()) is not None:
                yield block

    def stop(self) -> None:
        self.queue.put_nowait(None)


class DeviceSpeaker:
    """The default output device, through sounddevice, at 24 kHz mono."""

    def __init__(self, sd) -> None:
        self.stream = sd.RawOutputStream(samplerate=OUTPUT_SAMPLE_RATE, channels=1, dtype="int16")
        self.stream.start()

    async def play(self, pcm: bytes) -> None:
        await asyncio.to_thread(self.stream.write, pcm)  # blocks while the device buffer is full

    async def close(self) -> None:
        await asyncio.to_thread(self.stream.stop)  # stop() lets the queued audio finish
        self.stream.close()


class WavMicrophone:
    """A WAV file that delivers its audio like a device: 20 ms blocks at real-time pace."""

    BLOCK_SECONDS = 0.02

    def __init__(self, path: str) -> None:
        self.audio: PcmAudio = read_wav(path)
        self.sample_rate = self.audio.sample_rate
        self.channels = self.audio.channels
        self.stopped = False

    async def blocks(self) -> AsyncIterator[bytes]:
        block = round(self.sample_rate * self.BLOCK_SECONDS) * self.channels * 2
        start = time.monotonic()
        for index, offset in enumerate(range(0, len(self.audio.pcm), block)):
            if self.stopped:
                return
            delay = start + (index + 1) * self.BLOCK_SECONDS - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            yield self.audio.pcm[offset : offset + block]

    def stop(self) -> None:
        self.stopped = True


class WavSpeaker:
    """Records what would be played into a 24 kHz mono WAV file."""

    def __init__(self, path: str) -> None:
        self.wav = wave.open(path, "wb")
        self.wav.setnchannels(1)
        self.wav.setsampwidth(2)
        self.wav.setframerate(OUTPUT_SAMPLE_RATE)

    async def play(self, pcm: bytes) -> None:
        self.wav.writeframes(pcm)

    async def close(self) -> None:
        self.wav.close()


def load_sounddevice():
    try:
        import sounddevice
    except ImportError:
        raise ExampleError(
            "The microphone and speakers need the sounddevice package: pip install sounddevice "
            "(on Linux also the PortAudio library, e.g. apt install libportaudio2). "
            "Or run with --input talk.wav --output heard.wav to use WAV files instead."
        ) from None
    return sounddevice
# endregion


# region resample
class Resampler:
    """Turns interleaved 16-bit audio at any rate and channel count into mono at target_rate, block by block."""

    def __init__(self, sample_rate: int, channels: int, target_rate: int = INPUT_SAMPLE_RATE) -> None:
        self.channels = channels
        self.step = sample_rate / target_rate  # input samples per output sample
        self.position = 0.0  # where the next output sample falls in self.pending
        self.pending = array("h")  # mono input samples not yet used up

    def convert(self, block: bytes) -> bytes:
        samples = array("h", block[: len(block) - len(block) % 2])
        if sys.byteorder == "big":
            samples.byteswap()
        if self.channels > 1:  # downmix: the mean of the channels of each frame
            c = self.channels
            samples = array("h", (sum(samples[i : i + c]) // c for i in range(0, len(samples) - c + 1, c)))
        self.pending.extend(samples)
        out = array("h")
        # Linear interpolation between the two input samples around each output instant.
        while self.position + 1 < len(self.pending):
            i = int(self.position)
            fraction = self.position - i
            out.append(round(self.pending[i] + (self.pending[i + 1] - self.pending[i]) * fraction))
            self.position += self.step
        used = int(self.position)
        del self.pending[:used]
        self.position -= used
        if sys.byteorder == "big":
            out.byteswap()
        return out.tobytes()
# endregion


# region jitter-buffer
class JitterBuffer:
    """Puts translated phrases in spoken order and hands their audio to the player.

    A phrase is the audio of one transcription_id, from its first chunk to the one with
    last_chunk. Phrases play in the order their translated_transcription arrived, even when
    the chunks of a later phrase arrive first.
    """

    def __init__(self) -> None:
        self.order: list[str] = []  # transcription ids in spoken order, the playing one first
        self.chunks: dict[str, list[bytes]] = {}
        self.complete: set[str] = set()
        self.last_arrival: dict[str, float] = {}
        self.playing: str | None = None
        self.ended = False
        self.changed = asyncio.Event()

    def expect(self, transcription_id: str) -> None:
        """A phrase was translated: its audio follows and plays after the phrases before it."""
        if transcription_id not in self.chunks:
            self.order.append(transcription_id)
            self.chunks[transcription_id] = []
            self.last_arrival[transcription_id] = time.monotonic()

    def add(self, transcription_id: str, pcm: bytes, last_chunk: bool) -> None:
        self.expect(transcription_id)
        self.chunks[transcription_id].append(pcm)
        self.last_arrival[transcription_id] = time.monotonic()
        if last_chunk:
            self.complete.add(transcription_id)
        self.changed.set()

    def end(self) -> None:
        """No more audio will come (eos or the connection closed)."""
        self.ended = True
        self.changed.set()

    def _ready(self, head: str) -> bool:
        queued = self.chunks[head]
        buffered = sum(map(len, queued)) / (OUTPUT_SAMPLE_RATE * 2)
        return bool(queued) and (head == self.playing or head in self.complete or self.ended or buffered >= PREBUFFER_SECONDS)

    def _finished(self, head: str) -> bool:
        if self.chunks[head]:
            return False
        stalled = time.monotonic() - self.last_arrival[head] > STALL_SECONDS and len(self.order) > 1
        return head in self.complete or self.ended or stalled

    async def next_audio(self) -> bytes | None:
        """The next piece of audio to play; None once everything has been played."""
        while True:
            while self.order and self._finished(self.order[0]):
                head = self.order.pop(0)
                del self.chunks[head]
                self.playing = None
            if not self.order and self.ended:
                return None
            if self.order and self._ready(self.order[0]):
                self.playing = self.order[0]
                return self.chunks[self.playing].pop(0)
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), timeout=STALL_SECONDS)
            except asyncio.TimeoutError:
                pass


async def play(buffer: JitterBuffer, speaker: Speaker) -> float:
    """Plays the buffered phrases in order until the buffer ends; returns the seconds played."""
    played = 0
    while (pcm := await buffer.next_audio()) is not None:
        await speaker.play(pcm)
        played += len(pcm)
    await speaker.close()
    return played / (OUTPUT_SAMPLE_RATE * 2)
# endregion


# region live-translator
class LiveTranslator(Translator):
    """The WebSocket client of translate_file.py, with the translated speech going to a jitter buffer."""

    def __init__(self, ws, buffer: JitterBuffer) -> None:
        super().__init__(ws)
        self.buffer = buffer

    def handle(self, message: dict) -> None:
        kind, data = message["message_type"], message["data"]
        if kind == "output_audio_data":
            if data["language"] == TARGET_LANGUAGE:
                self.buffer.add(data["transcription_id"], base64.b64decode(data["data"]), data["last_chunk"])
            return
        if kind == "translated_transcription" and data["transcription"]["language"] == TARGET_LANGUAGE:
            self.buffer.expect(data["transcription"]["transcription_id"])
        super().handle(message)

    async def stream_microphone(self, microphone: Microphone) -> None:
        """Resamples the microphone to 24 kHz mono and sends 320 ms chunks, never ahead of real time."""
        resampler = Resampler(microphone.sample_rate, microphone.channels)
        pending = bytearray()
        start = time.monotonic()
        sent = 0

        async def send_chunk(chunk: bytes) -> None:
            nonlocal sent
            # Chunk n goes out no earlier than start + n × 320 ms, even if the device delivers a backlog at once.
            delay = start + sent * CHUNK_SECONDS - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            await self.send("input_audio_data", {"data": base64.b64encode(chunk).decode("ascii")})
            sent += 1

        async for block in microphone.blocks():
            pending += resampler.convert(block)
            while len(pending) >= CHUNK_BYTES:
                await send_chunk(bytes(pending[:CHUNK_BYTES]))
                del pending[:CHUNK_BYTES]
        # The rest of the last chunk, then silence, lets the server finish the last phrase.
        silence = bytes(pending).ljust(CHUNK_BYTES, b"\0")
        for _ in range(1 + round(TRAILING_SILENCE_SECONDS / CHUNK_SECONDS)):
            await send_chunk(silence)
            silence = bytes(CHUNK_BYTES)
# endregion


# region run
async def live(session: dict, microphone: Microphone, speaker: Speaker) -> float:
    """Streams the microphone through a task and plays the translation; returns the seconds played."""
    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, microphone.stop)
    buffer = JitterBuffer()
    player = asyncio.create_task(play(buffer, speaker))
    connection = await open_stream(session)
    try:
        translator = LiveTranslator(connection, buffer)

        async def drive() -> None:
            await translator.start_task(task_settings(PcmAudio(INPUT_SAMPLE_RATE, 1, b"")))
            translator.say(f"Task running: {SOURCE_LANGUAGE} → {TARGET_LANGUAGE}, voice {VOICE_ID}. Speak now; Ctrl+C stops.")
            await translator.stream_microphone(microphone)
            await translator.finish()

        await run_task(translator, drive)
    except BaseException:
        player.cancel()
        raise
    finally:
        buffer.end()
        await connection.close()
    return await player  # the phrases still buffered play to the end


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Translate the microphone live and play the translation.")
    parser.add_argument("--input", metavar="WAV", help="read this WAV file instead of the microphone")
    parser.add_argument("--output", metavar="WAV", help="record the translation into this WAV file instead of playing it")
    args = parser.parse_args(argv)
    config = read_config()
    sd = None if args.input and args.output else load_sounddevice()
    microphone = WavMicrophone(args.input) if args.input else DeviceMicrophone(sd)
    speaker = WavSpeaker(args.output) if args.output else DeviceSpeaker(sd)

    async def work(session: dict) -> None:
        seconds = await live(session, microphone, speaker)
        print(f"Played {seconds:.1f} s of {TARGET_LANGUAGE} speech{f' into {args.output}' if args.output else ''}.")

    in_session(config, work)
# endregion


if __name__ == "__main__":
    run_program(main)
