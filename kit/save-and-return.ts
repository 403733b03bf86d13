import { useNavigate } from '@tanstack/react-router';
import { linkProps, type RouteLink } from './route-link.ts';
import type { FormCancel } from './schema-form.tsx';
import { type ConfigMutationOptions, useConfigMutation } from './toasts.ts';

export interface SaveAndReturnOptions<TValues, TResult>
  extends Omit<ConfigMutationOptions<TValues, TResult>, 'onSuccess'> {
  /** Where the form came from: a saved form and Cancel both go back there (the list). */
  readonly back: RouteLink;
  /** Where a saved form goes instead, from the saved record (a new site key's own page); default `back`. */
  readonly next?: ((saved: TResult) => RouteLink) | undefined;
}

/**
 * A new- or edit-record form that saves with the configuration toasts and returns to its list, as Cancel does:
 * spread the answer into the form, `<SchemaForm {...useSaveAndReturn({ mutationFn, toasts, back })} … />`.
 */
export function useSaveAndReturn<TValues, TResult>({
  back,
  next,
  ...mutation
}: SaveAndReturnOptions<TValues, TResult>) {
  const navigate = useNavigate();
  const leave = () => navigate(linkProps(back));
  const save = useConfigMutation<TValues, TResult>({
    ...mutation,
    onSuccess: (saved) => (next ? navigate(linkProps(next(saved))) : leave()),
  });
  const cancel: FormCancel = { onCancel: () => void leave() };
  return { onSubmit: (values: TValues) => save.mutateAsync(values), cancel };
}

export interface SaveAndCloseOptions<TValues, TResult>
  extends Omit<ConfigMutationOptions<TValues, TResult>, 'onSuccess'> {
  /** Closes the dialog or panel the form stands in: after a save, and on Cancel. */
  readonly close: () => void;
}

/**
 * A form in a dialog or panel that saves with the configuration toasts and then closes, as Cancel does:
 * `<SchemaForm {...useSaveAndClose({ mutationFn, toasts, invalidate, close })} … />`.
 */
export function useSaveAndClose<TValues, TResult>({ close, ...mutation }: SaveAndCloseOptions<TValues, TResult>) {
  const save = useConfigMutation<TValues, TResult>({ ...mutation, onSuccess: () => close() });
  const cancel: FormCancel = { onCancel: close };
  return { onSubmit: (values: TValues) => save.mutateAsync(values), cancel };
}
