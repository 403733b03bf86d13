import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import {
  STIPULATION_DELETE_FAILED,
  STIPULATION_UPLOAD_FAILED,
  type StipulationUploadContext,
  stipulationUploadMachine,
} from './stipulation-upload-machine.ts';

const input = { offerId: 'o1', documents: [{ id: 'paystub', name: 'Pay stub' }] };
const MB = 1024 * 1024;
const events: ModelEvent[] = [
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
const { paths, edgePaths } = modelPaths(stipulationUploadMachine, events, input);

describe('stipulationUploadMachine (model-based)', () => {
  it('reaches every state and every badge', () => {
    const reached = reachedValues(paths);
    for (const value of ['ready', 'uploading', 'deleting', 'done']) expect(reached).toContain(JSON.stringify(value));
    const badges = new Set(
      paths.flatMap((path) => (path.state.context as StipulationUploadContext).documents.map((d) => d.badge)),
    );
    expect([...badges].sort()).toEqual(['FAILED', 'PENDING', 'SATISFIED', 'UPLOADING']);
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(stipulationUploadMachine, ['uploadStipulation', 'deleteStipulation'], { input });
    await replayPath(h, path, (snapshot, event) => {
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
    });
  });
});

describe('stipulationUploadMachine', () => {
  it('uploads several documents one at a time and continues when all are satisfied', async () => {
    const uploaded: string[] = [];
    const machine = stipulationUploadMachine.provide({
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
  });
});
