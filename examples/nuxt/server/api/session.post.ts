/** The reply of POST /session-storage/session (create-streaming-session). */
type SessionCreated = {
  id: string;
  publisher: string;
  subscriber: string[];
  webrtc_room_name: string;
  webrtc_url: string;
  ws_url: string;
  ws_tts_url: string;
  expires_at: string;
};

/** Creates a short-lived streaming session and hands the browser only what it needs to join. */
export default defineEventHandler(async (event) => {
  const api = streamApi(event);
  const {data: session} = await api<{ok: true; data: SessionCreated}>('/session-storage/session', {
    method: 'POST',
    body: {data: {subscriber_count: 0, publisher_can_subscribe: true, ttl_seconds: 900}},
  }).catch((error) => {
    throw upstreamError('create-streaming-session', error);
  });
  mintedSessions.add(session.id);
  return {id: session.id, webrtc_url: session.webrtc_url, publisher: session.publisher};
});
