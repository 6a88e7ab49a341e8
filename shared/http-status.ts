/** Reason phrases for the status codes an operation can document. */
const REASONS: Record<string, string> = {
  '101': 'Switching Protocols',
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '410': 'Gone',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
};

export function statusTitle(status: string): string {
  if (status === 'default') return 'Default (any other status)';
  return REASONS[status] ? `${status} ${REASONS[status]}` : status;
}

export function isSuccess(status: string): boolean {
  return /^[123]\d\d$/.test(status);
}
