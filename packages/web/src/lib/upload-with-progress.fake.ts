import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest in tests: it records what was sent, and the test drives it with
 * progress(), respond(), fail() and the real abort().
 */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];
  /** Answers every request at once when set; otherwise the test answers with respond(). */
  static autoRespond: ((xhr: FakeXhr) => { status: number; body?: unknown }) | null = null;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  response: unknown = null;
  responseText = '';
  readonly upload = new EventTarget();
  sent = false;

  static install() {
    FakeXhr.instances = [];
    FakeXhr.autoRespond = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  }

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    this.sent = true;
    const auto = FakeXhr.autoRespond;
    if (auto) queueMicrotask(() => this.respondWith(auto(this)));
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  /** The multipart form's entries in order, files by name. */
  formEntries(): [string, string][] {
    if (!(this.body instanceof FormData)) return [];
    return [...this.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
  }

  respond(status: number, body?: unknown) {
    this.respondWith({ status, body });
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }

  private respondWith({ status, body }: { status: number; body?: unknown }) {
    this.status = status;
    if (this.responseType === 'blob') {
      this.response = body instanceof Blob ? body : new Blob([body === undefined ? '' : JSON.stringify(body)]);
    } else {
      this.responseText = body === undefined ? '' : JSON.stringify(body);
      this.response = this.responseText;
    }
    this.dispatchEvent(new Event('load'));
  }
}
