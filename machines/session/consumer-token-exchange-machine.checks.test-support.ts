import { expect } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { defineChecks } from '../guard-checks.test-helper.ts';
import {
  type ConsumerTokenExchangeMachine,
  consumerTokenExchangeMachine,
  type ExchangedConsumer,
  TOKEN_EXCHANGE_ERRORS,
} from './consumer-token-exchange-machine.ts';

const consumer: ExchangedConsumer = { id: 'c1', firstName: 'Ann', lastName: 'Lee', workflowState: [] };

/** Runs the exchange for an address with answering fakes; tells what it output and whether it called the address. */
async function exchange(chart: ConsumerTokenExchangeMachine, exchangeUrl: string) {
  let called = false;
  const machine = chart.provide({
    actors: {
      exchangeToken: fromPromise(async () => {
        called = true;
        return { jwt: 'jwt-1' };
      }),
      loadConsumer: fromPromise(async () => consumer),
    },
  });
  const actor = createActor(machine, {
    input: { exchangeUrl, appOrigin: 'https://app.example', allowedOrigins: ['https://partner.example'] },
  }).start();
  return { output: await toPromise(actor), called };
}

/** The token-exchange sign-in (000 §7, decision 0672), asked of whichever machine is given. */
export const consumerTokenExchangeChecks = defineChecks(consumerTokenExchangeMachine, {
  'exchanges an address of the app or an allowed partner origin and signs the consumer in': async (chart) => {
    for (const address of ['https://partner.example/exchange?t=1', 'https://app.example/api/x']) {
      const { output, called } = await exchange(chart, address);
      expect(called).toBe(true);
      expect(output.ok).toBe(true);
    }
  },

  'refuses an address of any other origin, relative or not http(s), without calling it': async (chart) => {
    for (const address of ['https://evil.example/exchange', '/api/relative', 'javascript:alert(1)']) {
      const { output, called } = await exchange(chart, address);
      expect(called).toBe(false);
      expect(output).toEqual({ ok: false, error: TOKEN_EXCHANGE_ERRORS.address });
    }
  },
});
