import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { ApiError } from '../api/client.ts';
import { TOAST_DURATION_MS, toaster } from '../ui/toaster.tsx';
import { toastsMessages as m } from './messages/toasts.ts';
import { type Words, wordsOf } from './words.ts';

/** 002 §8 "something went wrong": what an error toast says when the failure carries no message for people. */
export const SOMETHING_WENT_WRONG = m.somethingWentWrong;

/** A configuration action's toasts, as messages of the screen's catalogue (or a server's words, kit/words.ts). */
export interface ToastMessages<T> {
  readonly pending: Words;
  readonly success: Words | ((result: T) => Words);
  /**
   * Title of the error toast, e.g. "Could not save the branch"; the server's message (the ApiError's) is its
   * description. Absent: the server's message is the title (the seed's config toasts are server messages).
   */
  readonly error?: Words | undefined;
}

/** The message of a failure for people: the API's message, else the seed's generic one. */
export function failureMessage(error: unknown, intl: IntlShape): string {
  return error instanceof ApiError && error.message ? error.message : intl.formatMessage(SOMETHING_WENT_WRONG);
}

/**
 * 002 §8: every configuration action has pending, success and error toasts. One toast follows the action: a
 * spinner while it runs, then success or error, closing after 5 seconds (002 §9). The action's result or error is
 * passed on, so callers (and useMutation) still see it.
 */
export async function runWithToasts<T>(
  action: () => Promise<T>,
  messages: ToastMessages<T>,
  intl: IntlShape,
): Promise<T> {
  const id = toaster.create({ type: 'loading', title: wordsOf(intl, messages.pending) });
  try {
    const result = await action();
    const title = wordsOf(intl, typeof messages.success === 'function' ? messages.success(result) : messages.success);
    toaster.create({ id, type: 'success', title, duration: TOAST_DURATION_MS, closable: true });
    return result;
  } catch (error) {
    const detail = failureMessage(error, intl);
    const title = messages.error === undefined ? detail : wordsOf(intl, messages.error);
    toaster.create({
      id,
      type: 'error',
      title,
      description: title === detail ? undefined : detail,
      duration: TOAST_DURATION_MS,
      closable: true,
    });
    throw error;
  }
}

export interface ConfigMutationOptions<TVariables, TResult> {
  readonly mutationFn: (variables: TVariables) => Promise<TResult>;
  readonly toasts: ToastMessages<TResult>;
  /**
   * Query keys (prefixes) refetched after a success, e.g. `[listQueryKey(listBranches)]`, and after a 409: the
   * server refused because what the screen shows changed meanwhile (another user, a job), so it shows it again.
   */
  readonly invalidate?: readonly QueryKey[] | undefined;
  readonly onSuccess?: ((result: TResult, variables: TVariables) => void | Promise<void>) | undefined;
}

/**
 * A configuration change (create, update, delete, upload…): TanStack useMutation whose call runs with the
 * pending/success/error toasts and which refetches the lists it changed.
 */
export function useConfigMutation<TVariables = void, TResult = unknown>(
  options: ConfigMutationOptions<TVariables, TResult>,
): UseMutationResult<TResult, Error, TVariables> {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const refetch = () =>
    Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TResult, Error, TVariables>({
    mutationFn: (variables) => runWithToasts(() => options.mutationFn(variables), options.toasts, intl),
    onSuccess: async (result, variables) => {
      await refetch();
      await options.onSuccess?.(result, variables);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refetch();
    },
  });
}

export const COPY_MESSAGES = { success: m.copied, error: m.copyFailed } as const;

/** Copies text (an API key, a site key, a link) and says whether it worked; resolves to that answer. */
export async function copyToClipboard(
  text: string,
  intl: IntlShape,
  messages: { readonly success?: Words; readonly error?: Words } = {},
): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    const title = wordsOf(intl, messages.success ?? COPY_MESSAGES.success);
    toaster.create({ type: 'success', title, duration: TOAST_DURATION_MS });
    return true;
  } catch {
    const title = wordsOf(intl, messages.error ?? COPY_MESSAGES.error);
    toaster.create({ type: 'error', title, duration: TOAST_DURATION_MS });
    return false;
  }
}
