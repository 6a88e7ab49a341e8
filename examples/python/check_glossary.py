#!/usr/bin/env python3
"""Check that a translation glossary takes effect: create it, translate a recording, compare.

    python check_glossary.py terms.csv speech.wav

terms.csv is a translation glossary (source term,target term; no header) for en → es, and
speech.wav an English recording that says at least one of its source terms. The program creates
the glossary, uploads the CSV, translates the recording in a new task and reports, term by term,
whether the Spanish translation uses the glossary's target term. The glossary is deleted at the
end unless --keep is given. Exit code 0: every term heard was applied.

Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import uuid

from translate_file import (
    SOURCE_LANGUAGE,
    TARGET_LANGUAGE,
    Config,
    ExampleError,
    Translator,
    call_api,
    describe_problem,
    in_session,
    read_config,
    read_wav,
    run_program,
    translate,
)


# region glossary
def create_glossary(config: Config, name: str) -> str:
    status, body = call_api(config, "POST", "/saas/glossaries", {"data": {
        "name": name,
        "is_enabled": True,
        "glossary_type": "translation",
        "source_lang": SOURCE_LANGUAGE,
        "target_lang": TARGET_LANGUAGE,
    }})
    if status != 201:
        raise ExampleError(f"Could not create the glossary. {describe_problem(status, body)}")
    return json.loads(body)["data"]["glossary_id"]


def upload_csv(config: Config, glossary_id: str, path: str) -> int:
    """Uploads the CSV as the multipart part named file; returns the rows the API stored."""
    boundary = uuid.uuid4().hex
    with open(path, "rb") as file:
        content = file.read()
    head = f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{os.path.basename(path)}"\r\nContent-Type: text/csv\r\n\r\n'
    form = head.encode() + content + f"\r\n--{boundary}--\r\n".encode()
    status, body = call_api(config, "POST", f"/saas/glossaries/{glossary_id}/file", form=(form, f"multipart/form-data; boundary={boundary}"))
    if status != 200:
        raise ExampleError(f"Could not upload {path}. {describe_problem(status, body)}")
    return json.loads(body)["data"]["row_count"]


def delete_glossary(config: Config, glossary_id: str) -> None:
    status, body = call_api(config, "DELETE", f"/saas/glossaries/{glossary_id}")
    if status not in (204, 404):
        raise ExampleError(f"Could not delete glossary {glossary_id}. {describe_problem(status, body)}")
# endregion


# region check
class PhraseRecorder(Translator):
    """Keeps the source text and the translation of every phrase, by transcription_id."""

    def __init__(self, ws) -> None:
        super().__init__(ws)
        self.phrases: dict[str, dict[str, str]] = {}

    def handle(self, message: dict) -> None:
        if message["message_type"] in ("validated_transcription", "translated_transcription"):
            transcription = message["data"]["transcription"]
            self.phrases.setdefault(transcription["transcription_id"], {})[transcription["language"]] = transcription["text"]
        super().handle(message)


def check_terms(terms: list[tuple[str, str]], phrases: dict[str, dict[str, str]]) -> bool:
    """Prints one line per term that was said; true when each of them was translated as the glossary says."""
    said_any, all_applied = False, True
    for source, target in terms:
        said = [p for p in phrases.values() if source.lower() in p.get(SOURCE_LANGUAGE, "").lower()]
        if not said:
            continue
        said_any = True
        applied = [p for p in said if target.lower() in p.get(TARGET_LANGUAGE, "").lower()]
        mark = "✓" if len(applied) == len(said) else "✗"
        all_applied = all_applied and mark == "✓"
        print(f'{mark} "{source}" → "{target}": {len(applied)} of {len(said)} phrases that say it')
        for phrase in said:
            if phrase not in applied:
                print(f'    [{TARGET_LANGUAGE}] {phrase.get(TARGET_LANGUAGE, "(no translation)")}')
    if not said_any:
        print("✗ The recording says none of the source terms; record a sentence that uses one of them.")
    return said_any and all_applied
# endregion


# region main
def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Check that a translation glossary takes effect.")
    parser.add_argument("csv", help="the glossary: source term,target term per line, no header")
    parser.add_argument("wav", help="an English recording that says some of the source terms")
    parser.add_argument("--keep", action="store_true", help="keep the glossary instead of deleting it")
    args = parser.parse_args(argv)
    config = read_config()
    audio = read_wav(args.wav)
    with open(args.csv, encoding="utf-8-sig", newline="") as file:
        terms = [(row[0].strip(), row[1].strip()) for row in csv.reader(file) if len(row) >= 2]

    glossary_id = create_glossary(config, "Glossary check")
    print(f"Glossary {glossary_id} created; {upload_csv(config, glossary_id, args.csv)} rows uploaded.", flush=True)
    try:
        # A task loads the enabled glossaries of its languages at set_task, so the new session picks it up.
        recorder = in_session(config, lambda session: translate(session, audio, PhraseRecorder))
        applied = check_terms(terms, recorder.phrases)
    finally:
        if args.keep:
            print(f"Glossary {glossary_id} kept.")
        else:
            delete_glossary(config, glossary_id)
            print(f"Glossary {glossary_id} deleted.")
    if not applied:
        raise SystemExit(1)
# endregion


if __name__ == "__main__":
    run_program(main)
