import {base64url, fromBase64url, randomHex, token, uuid} from './ids';

/* What the engine keeps between requests: sessions, glossaries and the pages of a list. */

export type SessionRecord = {
  id: string;
  publisher: string;
  subscriber: string[];
  roomName: string;
  intent: string;
  createdAt: Date;
  expiresAt: Date;
  deleted: boolean;
  ended: boolean;
};

export type StreamUrls = {ws: string; webrtc: string; tts: string};

const DEFAULT_TTL_S = 2_592_000;

export function newSession(settings: {subscriber_count?: number; intent?: string; ttl_seconds?: number}, prefix: string): SessionRecord {
  const roomName = randomHex(4);
  const now = new Date();
  const mint = (role: string) => token({room: roomName, role, jti: uuid()});
  return {
    id: `${prefix}.${roomName}.${randomHex(4)}`,
    publisher: mint('publisher'),
    subscriber: Array.from({length: settings.subscriber_count ?? 0}, () => mint('subscriber')),
    roomName,
    intent: settings.intent ?? 'api',
    createdAt: now,
    expiresAt: new Date(now.getTime() + (settings.ttl_seconds ?? DEFAULT_TTL_S) * 1000),
    deleted: false,
    ended: false,
  };
}

/** The reply of `create-streaming-session`. */
export function createdSessionView(session: SessionRecord, urls: StreamUrls) {
  return {
    id: session.id,
    publisher: session.publisher,
    subscriber: session.subscriber,
    webrtc_room_name: session.roomName,
    webrtc_url: urls.webrtc,
    ws_url: urls.ws,
    ws_tts_url: urls.tts,
    intent: session.intent,
    created_at: session.createdAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
  };
}

/** A session as `get-user-session-by-id` shows it. */
export function sessionView(session: SessionRecord) {
  return {
    id: session.id,
    created_at: session.createdAt.toISOString(),
    updated_at: session.createdAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    intent: session.intent,
    webrtc_room_name: session.roomName,
    connection_status: 'idle',
  };
}

/** A saas resource (glossary, voice): its id under `<resource>_id`, creation and update times. */
export type Resource = {utc_created_at: string; utc_updated_at: string; [field: string]: unknown};

/** Resources of one kind by id, starting with the ones the documented list shows. */
export class Resources {
  readonly #items = new Map<string, Resource>();
  readonly userId: string;

  constructor(
    readonly idField: string,
    seed: Resource[],
  ) {
    this.replace(seed);
    this.userId = String(seed[0]?.user_id ?? uuid());
  }

  get(id: string): Resource | undefined {
    return this.#items.get(id);
  }

  /** A new resource with a new id, owned by the account, with `fields`. */
  create(fields: Record<string, unknown>): Resource {
    const now = new Date().toISOString();
    const resource: Resource = {[this.idField]: uuid(), user_id: this.userId, ...fields, utc_created_at: now, utc_updated_at: now};
    this.#items.set(String(resource[this.idField]), resource);
    return resource;
  }

  update(id: string, data: Record<string, unknown>): Resource | undefined {
    const resource = this.#items.get(id);
    if (resource) Object.assign(resource, data, {utc_updated_at: new Date().toISOString()});
    return resource;
  }

  delete(id: string): boolean {
    return this.#items.delete(id);
  }

  /** Newest first for `desc`, as the list operations order by creation time. */
  list(sort: string): Resource[] {
    const items = [...this.#items.values()].sort((a, b) => a.utc_created_at.localeCompare(b.utc_created_at));
    return sort === 'asc' ? items : items.reverse();
  }

  /** Every resource, as `replace` takes them back. */
  all(): Resource[] {
    return [...this.#items.values()].map((resource) => structuredClone(resource));
  }

  replace(items: Resource[]): void {
    this.#items.clear();
    for (const resource of items) this.#items.set(String(resource[this.idField]), structuredClone(resource));
  }
}

/** Glossaries, with the rows of each uploaded CSV, which the streaming stand-in applies. */
export class Glossaries extends Resources {
  /** The uploaded CSV rows by glossary id. */
  readonly #rows = new Map<string, string[][]>();

  constructor(seed: Resource[]) {
    super('glossary_id', seed);
  }

  override delete(id: string): boolean {
    this.#rows.delete(id);
    return super.delete(id);
  }

  setRows(id: string, rows: string[][]): void {
    this.#rows.set(id, rows);
  }

  /**
   * The entries a task translating `source` into `target` applies: enabled translation glossaries
   * with a file whose languages match (`auto` matches any source), least recently updated first,
   * so that a later entry for the same term wins.
   */
  translationEntries(source: string, target: string): {from: string; to: string}[] {
    return this.list('asc')
      .filter((g) => g.glossary_type === 'translation' && String(g.is_enabled) === 'true' && this.#rows.has(String(g.glossary_id)))
      .filter((g) => (g.source_lang === source || g.source_lang === 'auto') && g.target_lang === target)
      .sort((a, b) => a.utc_updated_at.localeCompare(b.utc_updated_at))
      .flatMap((g) =>
        this.#rows
          .get(String(g.glossary_id))!
          .filter((row) => row.length >= 2)
          .map(([from, to]) => ({from, to})),
      );
  }
}

type PageState = {offset: number; sort: string; page_size: number};

/** The continuation token encodes where the next page starts and how the list is ordered. */
export const pageToken = (state: PageState): string => base64url(JSON.stringify(state));

export function readPageToken(text: string): PageState | null {
  try {
    const state = JSON.parse(fromBase64url(text)) as PageState;
    return Number.isInteger(state.offset) && Number.isInteger(state.page_size) && typeof state.sort === 'string' ? state : null;
  } catch {
    return null;
  }
}

export function page<T>(items: T[], state: PageState) {
  const slice = items.slice(state.offset, state.offset + state.page_size);
  const nextOffset = state.offset + slice.length;
  return {
    items: slice,
    page_size: state.page_size,
    count: slice.length,
    next: nextOffset < items.length ? pageToken({...state, offset: nextOffset}) : null,
  };
}
