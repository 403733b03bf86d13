import { Alert, List } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { firstMessage, useSubmitted } from './use-schema-field.ts';
import { canShowField, useSchemaFormContext } from './use-schema-form.ts';
import { useWords } from './words.ts';

/**
 * The form-level alert: a refused submit's message with the issues no field on screen can show, and, after a
 * submit, schema messages that belong to no rendered field (the whole form's rule, or a field the screen left out),
 * so a submit is never refused in silence.
 */
export function FormAlert() {
  const { form, failure } = useSchemaFormContext();
  const say = useWords();
  const submitted = useSubmitted();
  const schemaErrors = useStore(form.store, (state) => state.errorMap.onDynamic as unknown);
  const unshown = submitted ? unshownMessages(schemaErrors, (name) => canShowField(form, name)) : [];
  const messages = [
    ...(failure.formError ? [say(failure.formError.message), ...failure.formError.details] : []),
    ...unshown,
  ].filter((message, index, all) => all.indexOf(message) === index);
  const [title, ...details] = messages;
  if (title === undefined) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {details.length > 0 ? (
          <Alert.Description>
            <List.Root ps="4">
              {details.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The form validator's issues by field name ('' for the whole form) whose field is not on screen. */
function unshownMessages(errors: unknown, canShow: (name: string) => boolean): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([name, issues]) => {
    if (name !== '' && canShow(name)) return [];
    const message = firstMessage(Array.isArray(issues) ? issues : [issues]);
    return message ? [message] : [];
  });
}
