/** Deletes a session this server created, which frees the plan's session slot at once. */
export default defineEventHandler(async (event) => {
  const id = getRouterParam(event, 'id', {decode: true});
  if (!id || !mintedSessions.has(id)) {
    throw createError({statusCode: 404, statusMessage: 'Unknown session.'});
  }
  const api = streamApi(event);
  await api(`/session-storage/sessions/${encodeURIComponent(id)}`, {method: 'DELETE'}).catch((error) => {
    // 404: the session was already cleaned up after end_task. That is fine too.
    if (error?.statusCode !== 404) throw upstreamError('delete-user-session-by-id', error);
  });
  mintedSessions.delete(id);
  setResponseStatus(event, 204);
  return null;
});
