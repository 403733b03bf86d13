import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { defineChecks } from '../guard-checks.test-helper.ts';
import {
  createHarness,
  expectReaches,
  type Harness,
  type ModelEvent,
  modelPaths,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  STIPULATION_DELETE_FAILED,
  STIPULATION_UPLOAD_FAILED,
  type StipulationUploadContext,
  stipulationUploadMachine,
} from './stipulation-upload-machine.ts';

export const stipulationInput = { offerId: 'o1', documents: [{ id: 'paystub', name: 'Pay stub' }] };
const MB = 1024 * 1024;
export const stipulationEvents: ModelEvent[] = [
  { type: 'stip.select', stipulationId: 'paystub', file: { name: 'stub.PDF', size: MB } },
  { type: 'stip.select', stipulationId: 'paystub', file: { name: 'stub.docx', size: MB } },
  { type: 'stip.select', stipulationId: 'paystub', file: { name: 'stub.png', size: 5 * MB + 1 } },
  { type: 'stip.select', stipulationId: 'unknown', file: { name: 'stub.png', size: MB } },
  { type: 'xstate.done.actor.uploadStipulation', output: {} },
  { type: 'xstate.error.actor.uploadStipulation', error: { status: 500, message: 'boom' } },
  { type: 'stip.delete', stipulationId: 'paystub' },
  { type: 'xstate.done.actor.deleteStipulation', output: {} },
  { type: 'xstate.error.actor.deleteStipulation', error: { status: 500, message: 'boom' } },
  { type: 'stip.continue' },
];

/** What must hold after each replayed step (the seed's badges and messages), whichever machine runs. */
export const keepsStipulationPromises =
  (h: Harness) =>
  (snapshot: AnyMachineSnapshot, event: ModelEvent): void => {
    const context = snapshot.context as StipulationUploadContext;
    const [document] = context.documents;
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('uploading') || snapshot.matches('deleting'));
    expect(document?.badge === 'UPLOADING').toBe(snapshot.matches('uploading'));
    if (event.type === 'stip.select' && snapshot.matches('ready')) {
      const file = event.file as { name: string };
      if (file.name === 'stub.docx') expect(document?.message).toBe(UPLOAD_MESSAGES.stipulationType);
      if (file.name === 'stub.png' && event.stipulationId === 'paystub')
        expect(document?.message).toBe(UPLOAD_MESSAGES.stipulationSize);
    }
    if (event.type === 'stip.select' && snapshot.matches('uploading'))
      expect(h.calls.uploadStipulation?.at(-1)).toEqual({
        offerId: 'o1',
        stipulationId: 'paystub',
        file: event.file,
      });
    if (event.type === 'xstate.error.actor.uploadStipulation')
      expect(document).toMatchObject({ badge: 'FAILED', message: STIPULATION_UPLOAD_FAILED });
    if (event.type === 'xstate.done.actor.deleteStipulation') expect(document?.badge).toBe('PENDING');
    if (event.type === 'xstate.error.actor.deleteStipulation')
      expect(document?.message).toBe(STIPULATION_DELETE_FAILED);
    if (snapshot.matches('done')) expect(context.documents.every((d) => d.badge === 'SATISFIED')).toBe(true);
  };

/** The stipulations step's behaviour, asked of whichever machine is given. */
export const stipulationUploadChecks = defineChecks(stipulationUploadMachine, {
  'uploads several documents one at a time and continues when all are satisfied': async (chart) => {
    const uploaded: string[] = [];
    const machine = chart.provide({
      actors: {
        uploadStipulation: fromPromise(async ({ input }) => {
          uploaded.push(`${input.stipulationId}:${input.file.name}`);
          return {};
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        offerId: 'o1',
        documents: [
          { id: 'a', name: 'ID' },
          { id: 'b', name: 'Bill', badge: 'SATISFIED' },
        ],
      },
    }).start();
    actor.send({ type: 'stip.continue' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'stip.select', stipulationId: 'a', file: { name: 'id.jpeg', size: 10 } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'stip.continue' });
    expect(actor.getSnapshot().output?.documents.map((d) => d.badge)).toEqual(['SATISFIED', 'SATISFIED']);
    expect(uploaded).toEqual(['a:id.jpeg']);
  },

  'reaches every state and every badge': (chart) => {
    const { paths } = modelPaths(chart, stipulationEvents, stipulationInput, undefined, 5_000);
    expectReaches(paths, ['ready', 'uploading', 'deleting', 'done']);
    const badges = new Set(
      paths.flatMap((path) => (path.state.context as StipulationUploadContext).documents.map((d) => d.badge)),
    );
    expect([...badges].sort()).toEqual(['FAILED', 'PENDING', 'SATISFIED', 'UPLOADING']);
  },

  'keeps its promises along every generated path': async (chart) => {
    const { edgePaths } = modelPaths(chart, stipulationEvents, stipulationInput, undefined, 5_000);
    for (const path of edgePaths) {
      const h = createHarness(chart, ['uploadStipulation', 'deleteStipulation'], { input: stipulationInput });
      await replayPath(h, path, keepsStipulationPromises(h));
    }
  },

  'deletes only a document that has a file (uploaded or failed)': async (chart) => {
    const deleted: unknown[] = [];
    const machine = chart.provide({
      actors: {
        deleteStipulation: fromPromise<unknown, { offerId: string; stipulationId: string }>(async ({ input }) => {
          deleted.push(input);
          return {};
        }),
      },
    });
    const documents = [
      { id: 'a', name: 'ID' },
      { id: 'b', name: 'Bill', badge: 'SATISFIED' as const },
    ];
    const actor = createActor(machine, { input: { offerId: 'o1', documents } }).start();
    actor.send({ type: 'stip.delete', stipulationId: 'a' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'stip.delete', stipulationId: 'b' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(deleted).toEqual([{ offerId: 'o1', stipulationId: 'b' }]);
    expect(actor.getSnapshot().context.documents.map((d) => d.badge)).toEqual(['PENDING', 'PENDING']);
  },
});
