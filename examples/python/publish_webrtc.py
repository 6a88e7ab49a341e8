#!/usr/bin/env python3
"""Publish a WAV file into the session's WebRTC room from a server and record the translation.

    python publish_webrtc.py input.wav translation_es.wav

Joins the room at the session's webrtc_url with the publisher token (the livekit package),
starts an en → es task over the data channel, publishes the file as the microphone track at
real-time pace, prints the captions and writes the translation_es track to a WAV file.
Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
"""
from __future__ import annotations

import asyncio
import json
import wave

from live_translate import Resampler
from translate_file import (
    SOURCE_LANGUAGE,
    TARGET_LANGUAGE,
    TRAILING_SILENCE_SECONDS,
    VOICE_ID,
    ExampleError,
    Translator,
    in_session,
    read_config,
    read_wav,
    run_program,
)

try:
    from livekit import rtc
except ImportError:
    rtc = None

WEBRTC_RATE = 48_000  # WebRTC audio is 48 kHz mono in both directions
FRAME_SECONDS = 0.01


# region settings
def webrtc_settings() -> dict:
    """On WebRTC the transport types are webrtc and the audio format is the track's own."""
    return {
        "input_stream": {"content_type": "audio", "source": {"type": "webrtc"}},
        "output_stream": {"content_type": "audio", "target": {"type": "webrtc"}},
        "pipeline": {
            "transcription": {"source_language": SOURCE_LANGUAGE},
            "translations": [{"target_language": TARGET_LANGUAGE, "speech_generation": {"voice_id": VOICE_ID}}],
        },
    }
# endregion


# region data-channel
class RoomLink:
    """Lets the WebSocket client's Translator send its commands as reliable data packets on the default topic."""

    def __init__(self, room) -> None:
        self.room = room

    async def send(self, text: str) -> None:
        await self.room.local_participant.publish_data(text.encode(), reliable=True)


class RoomTranslator(Translator):
    def __init__(self, room) -> None:
        super().__init__(RoomLink(room))
        self.eos = asyncio.Event()

    def handle(self, message: dict) -> None:
        super().handle(message)
        if message["message_type"] == "eos":
            self.eos.set()
# endregion


# region tracks
async def publish_wav(room, path: str) -> None:
    """Publishes the file as one mono microphone track, DTX and RED off, and feeds it in 10 ms frames."""
    audio = read_wav(path)
    source = rtc.AudioSource(WEBRTC_RATE, 1)
    track = rtc.LocalAudioTrack.create_audio_track("microphone", source)
    options = rtc.TrackPublishOptions(source=rtc.TrackSource.SOURCE_MICROPHONE, dtx=False, red=False)
    await room.local_participant.publish_track(track, options)

    pcm = Resampler(audio.sample_rate, audio.channels, WEBRTC_RATE).convert(audio.pcm)
    pcm += bytes(round(WEBRTC_RATE * TRAILING_SILENCE_SECONDS) * 2)  # lets the server finish the last phrase
    frame_bytes = round(WEBRTC_RATE * FRAME_SECONDS) * 2
    for offset in range(0, len(pcm) - frame_bytes + 1, frame_bytes):
        frame = pcm[offset : offset + frame_bytes]
        # capture_frame waits while the source's queue is full, which keeps the track at real-time pace.
        await source.capture_frame(rtc.AudioFrame(frame, WEBRTC_RATE, 1, frame_bytes // 2))
    await source.wait_for_playout()


async def record_track(track, path: str) -> None:
    """Writes a translated track to a 48 kHz mono WAV file until the track ends."""
    stream = rtc.AudioStream(track, sample_rate=WEBRTC_RATE, num_channels=1)
    with wave.open(path, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(WEBRTC_RATE)
        try:
            async for event in stream:
                wav.writeframes(event.frame.data.tobytes())
        finally:
            await stream.aclose()
# endregion


# region run
async def run(session: dict, input_path: str, output_path: str) -> None:
    room = rtc.Room()
    translator = RoomTranslator(room)
    recordings: list[asyncio.Task] = []

    @room.on("data_received")
    def on_data(packet) -> None:  # server messages: the same JSON as on the WebSocket
        translator.handle(json.loads(packet.data))

    @room.on("track_subscribed")
    def on_track(track, publication, participant) -> None:
        if publication.name == f"translation_{TARGET_LANGUAGE}":
            recordings.append(asyncio.create_task(record_track(track, output_path)))

    await room.connect(session["webrtc_url"], session["publisher"], rtc.RoomOptions(auto_subscribe=True))
    try:
        await translator.start_task(webrtc_settings())
        translator.say(f"Task running: {SOURCE_LANGUAGE} → {TARGET_LANGUAGE}. Publishing {input_path} in real time…")
        await publish_wav(room, input_path)
        await translator.finish()
        await asyncio.wait_for(translator.eos.wait(), timeout=60)
    finally:
        await room.disconnect()
        for recording in recordings:
            recording.cancel()
        await asyncio.gather(*recordings, return_exceptions=True)
    print(f"Saved the {TARGET_LANGUAGE} track to {output_path}." if recordings else f"No translation_{TARGET_LANGUAGE} track arrived.")


def main(argv: list[str]) -> None:
    if len(argv) != 2:
        raise ExampleError("Usage: python publish_webrtc.py input.wav translation_es.wav")
    if rtc is None:
        raise ExampleError("This program needs the livekit package: pip install -r requirements-webrtc.txt")
    config = read_config()
    read_wav(argv[0])  # a file the program cannot send stops it before a session exists
    in_session(config, lambda session: run(session, argv[0], argv[1]))
# endregion


if __name__ == "__main__":
    run_program(main)
