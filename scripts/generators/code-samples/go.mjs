// Go samples: net/http for REST, gorilla/websocket for the streaming socket.
import {FIRST_WEBSOCKET_MESSAGE} from './websocket-message.mjs';

const METHOD_CONSTANTS = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
};

/** A Go string literal: a raw string when possible, else an escaped one. */
function goString(text) {
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}

/** An import block grouped as gofmt users expect: standard library first. */
function imports(names) {
  const unique = [...new Set(names)].sort();
  const isStandard = (name) => !name.split('/')[0].includes('.');
  const groups = [unique.filter(isStandard), unique.filter((name) => !isStandard(name))].filter((g) => g.length);
  return `import (\n${groups.map((group) => group.map((name) => `\t"${name}"`).join('\n')).join('\n\n')}\n)`;
}

function websocketSample(request) {
  const token = request.credentials.find((c) => c.in === 'query');
  const wsUrl = request.url.replace(/^http/, 'ws');
  return `package main

${imports(['encoding/json', 'fmt', 'log', 'net/url', 'os', 'github.com/gorilla/websocket'])}

// Always connect to the ws_url returned by the session; this is its usual value.
const defaultWsURL = "${wsUrl}"

const setTask = ${goString(JSON.stringify(FIRST_WEBSOCKET_MESSAGE, null, 2))}

func main() {
\twsURL := os.Getenv("WS_URL")
\tif wsURL == "" {
\t\twsURL = defaultWsURL
\t}
\ttarget, err := url.Parse(wsURL)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tquery := target.Query()
\tquery.Set("${token.name}", os.Getenv("${token.env}"))
\ttarget.RawQuery = query.Encode()

\tconn, _, err := websocket.DefaultDialer.Dial(target.String(), nil)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tdefer conn.Close()

\tif err := conn.WriteMessage(websocket.TextMessage, []byte(setTask)); err != nil {
\t\tlog.Fatal(err)
\t}
\tfor {
\t\t_, message, err := conn.ReadMessage()
\t\tif err != nil {
\t\t\tlog.Fatal(err)
\t\t}
\t\tvar envelope struct {
\t\t\tMessageType string \`json:"message_type"\`
\t\t}
\t\tif err := json.Unmarshal(message, &envelope); err == nil {
\t\t\tfmt.Println(envelope.MessageType)
\t\t}
\t}
}
`;
}

/** @param {ReturnType<import('./request.mjs').describeRequest>} request */
export function goSample(request) {
  if (request.websocket) return websocketSample(request);
  const packages = ['fmt', 'io', 'log', 'net/http', 'os'];
  const setup = [];
  let bodyReader = 'nil';
  const headerLines = [
    ...request.credentials.filter((c) => c.in === 'header').map((c) => `req.Header.Set("${c.name}", os.Getenv("${c.env}"))`),
    ...request.headers.map((h) => `req.Header.Set(${JSON.stringify(h.name)}, ${JSON.stringify(h.value)})`),
  ];

  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'raw') {
    packages.push('strings');
    const text = body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.value;
    setup.push(`body := strings.NewReader(${goString(text)})`);
    bodyReader = 'body';
    headerLines.push(`req.Header.Set("Content-Type", "${body.contentType}")`);
  } else if (body?.kind === 'multipart') {
    packages.push('bytes', 'mime/multipart', 'net/textproto');
    setup.push('var body bytes.Buffer', 'form := multipart.NewWriter(&body)');
    for (const part of body.parts) {
      if (part.isFile) {
        setup.push(
          `file, err := os.ReadFile(${JSON.stringify(part.filename)})`,
          'if err != nil {\n\tlog.Fatal(err)\n}',
          'partHeader := make(textproto.MIMEHeader)',
          `partHeader.Set("Content-Disposition", \`form-data; name="${part.name}"; filename="${part.filename}"\`)`,
          `partHeader.Set("Content-Type", "${part.contentType ?? 'application/octet-stream'}")`,
          'part, err := form.CreatePart(partHeader)',
          'if err != nil {\n\tlog.Fatal(err)\n}',
          'part.Write(file)',
        );
      } else {
        setup.push(`form.WriteField(${JSON.stringify(part.name)}, ${JSON.stringify(part.value)})`);
      }
    }
    setup.push('form.Close()');
    bodyReader = '&body';
    headerLines.push('req.Header.Set("Content-Type", form.FormDataContentType())');
  }

  const queryLines = [
    ...request.query.map((q) => `query.Set(${JSON.stringify(q.name)}, ${JSON.stringify(q.value)})`),
    ...request.credentials.filter((c) => c.in === 'query').map((c) => `query.Set("${c.name}", os.Getenv("${c.env}"))`),
  ];
  if (queryLines.length) headerLines.unshift('query := req.URL.Query()', ...queryLines, 'req.URL.RawQuery = query.Encode()');

  const statements = [
    'baseURL := os.Getenv("API_BASE_URL")',
    `if baseURL == "" {\n\tbaseURL = "${request.baseUrl}"\n}`,
    '',
    ...setup,
    ...(setup.length ? [''] : []),
    `req, err := http.NewRequest(${METHOD_CONSTANTS[request.method] ?? JSON.stringify(request.method)}, baseURL+"${request.path}", ${bodyReader})`,
    'if err != nil {\n\tlog.Fatal(err)\n}',
    ...headerLines,
    '',
    'res, err := http.DefaultClient.Do(req)',
    'if err != nil {\n\tlog.Fatal(err)\n}',
    'defer res.Body.Close()',
    '',
    'out, err := io.ReadAll(res.Body)',
    'if err != nil {\n\tlog.Fatal(err)\n}',
    'fmt.Println(res.Status)',
    'fmt.Println(string(out))',
  ];
  const indented = statements
    .join('\n')
    .split('\n')
    .map((line) => (line ? `\t${line}` : ''))
    .join('\n');
  return `package main

${imports(packages)}

func main() {
${indented}
}
`;
}
