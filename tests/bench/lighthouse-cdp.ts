/**
 * Just enough of the Chrome DevTools Protocol (Node's own WebSocket, no puppeteer) to prepare a tab before
 * Lighthouse measures: sign a consumer in through the real sign-in form, then clear the HTTP cache so the measured
 * load is a cold one, as a phone opening the page for the first time.
 */
import { setTimeout as sleep } from 'node:timers/promises';

interface Target {
  id: string;
  webSocketDebuggerUrl: string;
}

class CdpTab {
  private next = 1;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
    });
  }

  static async open(port: number, url: string): Promise<{ tab: CdpTab; target: Target }> {
    const answer = await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' });
    const target = (await answer.json()) as Target;
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return { tab: new CdpTab(socket), target };
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        this.pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
    });
  }

  /** Evaluates `expression` in the page (awaiting a promise) and returns its JSON value. */
  async evaluate<T>(expression: string): Promise<T> {
    const result = (await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value: T };
      exceptionDetails?: { text: string };
    };
    if (result.exceptionDetails) throw new Error(`page threw: ${result.exceptionDetails.text}`);
    return result.result.value;
  }

  close(): void {
    this.socket.close();
  }
}

// The live form: not inside the build's copy while it is still inert (build/vite-prerender.ts; the page then hydrates that
// copy in place, ui/prerendered-page.tsx).
const LIVE = `(selector) => [...document.querySelectorAll(selector)].filter((e) => !e.closest('[inert]'))`;
const BY_LABEL = `(text) => (${LIVE})('label').find((l) => l.textContent.trim().startsWith(text))?.control`;

/** Types into the labelled inputs the way React sees typing, and presses the button. Runs in the page, at once. */
const FILL_AND_SUBMIT = (fields: Record<string, string>, button: string) => `(() => {
  const byLabel = ${BY_LABEL};
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  for (const [label, value] of Object.entries(${JSON.stringify(fields)})) {
    const input = byLabel(label);
    if (!input) throw new Error('no input labelled ' + label);
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  (${LIVE})('button').find((b) => b.textContent.trim() === ${JSON.stringify(button)}).click();
  return true;
})()`;

/** Polls `expression` until it is truthy; evaluation errors (no page yet, a navigation) count as not yet. */
async function waitFor(tab: CdpTab, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await tab.evaluate<boolean>(expression).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Signs the consumer in through /consumer/auth/login in a tab of the browser on `port`, then empties the cache. */
export async function signInConsumer(
  port: number,
  origin: string,
  consumer: { accessCode: string; lastName: string },
): Promise<void> {
  const { tab, target } = await CdpTab.open(port, `${origin}/consumer/auth/login`);
  try {
    await waitFor(tab, `!!(${BY_LABEL})('Access code')`, 'the sign-in form');
    await tab.evaluate(
      FILL_AND_SUBMIT({ 'Access code': consumer.accessCode, 'Last name': consumer.lastName }, 'Continue'),
    );
    await waitFor(tab, `location.pathname.startsWith('/consumer/marketplace')`, 'the marketplace after sign-in');
    await tab.send('Network.enable');
    await tab.send('Network.clearBrowserCache');
  } finally {
    tab.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}
