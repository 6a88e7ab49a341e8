/**
 * Streaming sessions created in the API console of this tab, offered to the
 * streaming playground. This module alone reads and writes them; sessionStorage
 * keeps them across a reload and away from other tabs.
 */

const KEY = 'api-simulation-sessions';

/** What a streaming client needs of a session (the fields of `create-streaming-session`'s answer). */
export type TabSession = {id: string; publisher: string; subscriber: string[]; expires_at: string};

export function shareSessions(sessions: TabSession[]): void {
  try {
    if (sessions.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(sessions));
  } catch {
    // Storage can be disabled; the playground then offers no console session.
  }
}

/** The sessions that have not expired, newest first. */
export function sharedSessions(): TabSession[] {
  try {
    const sessions = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as TabSession[];
    return sessions.filter((session) => Date.parse(session.expires_at) > Date.now()).reverse();
  } catch {
    return [];
  }
}
