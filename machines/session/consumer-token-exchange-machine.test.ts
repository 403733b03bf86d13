import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  consumerTokenExchangeMachine,
  type ExchangedConsumer,
  TOKEN_EXCHANGE_ERRORS,
} from './consumer-token-exchange-machine.ts';

const consumer: ExchangedConsumer = { id: 'c1', firstName: 'Ann', lastName: 'Lee', workflowState: [] };

function run(
  exchangeUrl: string,
  fakes: { exchange?: () => Promise<{ jwt: string }>; consumer?: (jwt: string) => Promise<ExchangedConsumer> } = {},
) {
  const exchange = vi.fn(fakes.exchange ?? (async () => ({ jwt: 'jwt-1' })));
  const load = vi.fn(fakes.consumer ?? (async () => consumer));
  const machine = consumerTokenExchangeMachine.provide({
    actors: {
      exchangeToken: fromPromise(async ({ input }: { input: { exchangeUrl: string } }) => {
        expect(input.exchangeUrl).toBe(exchangeUrl);
        return exchange();
      }),
      loadConsumer: fromPromise(async ({ input }: { input: { jwt: string } }) => load(input.jwt)),
    },
  });
  const actor = createActor(machine, {
    input: { exchangeUrl, appOrigin: 'https://app.example', allowedOrigins: ['https://partner.example'] },
  }).start();
  return { output: toPromise(actor), exchange, load };
}

describe('consumerTokenExchangeMachine', () => {
  it('exchanges an allowed address for a jwt, loads the consumer with it, and starts at offers generated', async () => {
    const { output, load } = run('https://partner.example/exchange?t=1');
    const answer = await output;
    expect(load).toHaveBeenCalledWith('jwt-1');
    expect(answer).toEqual({
      ok: true,
      session: expect.objectContaining({ realm: 'consumer', jwt: 'jwt-1', workflowState: ['OFFERS_GENERATED'] }),
    });
  });

  it('adds pending documents when the record has a pending redemption', async () => {
    const pending = { ...consumer, workflowState: ['OFFERS_GENERATED'], pendingRedemptionId: 'r1' };
    const answer = await run('https://app.example/api/x', { consumer: async () => pending }).output;
    expect(answer.ok && answer.session.workflowState).toEqual(['OFFERS_GENERATED', 'PENDING_DOCUMENTS']);
  });

  it.each(['https://evil.example/exchange', '/api/relative', 'javascript:alert(1)', 'not a url'])(
    'refuses %s without calling anything',
    async (address) => {
      const { output, exchange, load } = run(address);
      expect(await output).toEqual({ ok: false, error: TOKEN_EXCHANGE_ERRORS.address });
      expect(exchange).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('fails on a refused exchange, and on a consumer record that does not load', async () => {
    const refused = run('https://partner.example/x', { exchange: () => Promise.reject(new Error('410')) });
    expect(await refused.output).toEqual({ ok: false, error: TOKEN_EXCHANGE_ERRORS.exchange });
    expect(refused.load).not.toHaveBeenCalled();
    const noRecord = run('https://partner.example/x', { consumer: () => Promise.reject(new Error('401')) });
    expect(await noRecord.output).toEqual({ ok: false, error: TOKEN_EXCHANGE_ERRORS.consumer });
  });
});
