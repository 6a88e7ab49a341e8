import type {StreamScript} from '@site/src/engines/stream';
import type {TabSession} from '@site/src/utils/tabSessions';

/** Messages from the page to the simulation worker. */
export type ToWorker =
  | {kind: 'script'; script: StreamScript}
  | {kind: 'create-session'; request: number; wsUrl: string; apiBaseUrl: string}
  /** Sessions created in the API console of this tab: their tokens open sockets too. */
  | {kind: 'tab-sessions'; sessions: TabSession[]; apiBaseUrl: string}
  | {kind: 'connect'; socket: number; url: string}
  | {kind: 'send'; socket: number; frame: string}
  | {kind: 'close'; socket: number; code: number; reason: string};

/** Messages from the simulation worker to the page. */
export type FromWorker =
  | {kind: 'session'; request: number; session: SimulatedSession}
  | {kind: 'open'; socket: number}
  | {kind: 'refused'; socket: number; status: number; body: string}
  | {kind: 'message'; socket: number; frame: string}
  | {kind: 'closed'; socket: number; code: number; reason: string}
  | {kind: 'dropped'; socket: number}
  | {kind: 'violation'; text: string};

/** The fields of a created session that a streaming client uses. */
export type SimulatedSession = {id: string; publisher: string; webrtc_room_name: string; ws_url: string; expires_at: string};
