import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { consumerSignIn } from '../../api/session.ts';
import { usePrerenderedPage } from '../../ui/prerendered-page.tsx';
import { useConsumerEntry } from './consumer-entry.ts';
import { ConsumerLoginForm, type ConsumerLoginValues } from './consumer-login-form.tsx';
import { ConsumerIntl } from './i18n/consumer-intl.tsx';
import { signInMessages } from './i18n/messages/sign-in.ts';
import { useConsumerServices } from './services.ts';
import { useSiteLanding } from './site-landing.ts';

function errorMessage(error: unknown): MessageDescriptor {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500
    ? signInMessages.authFailed
    : signInMessages.generic;
}

/** /consumer/auth/login: the access code from the offer letter plus the consumer's last name. */
export function ConsumerLoginPage() {
  const { sessions, clients } = useConsumerServices();
  const navigate = useNavigate();
  // A site key's QR link: its embedder's colours, and the product's category after sign-in.
  const site = useSiteLanding();
  const entry = useConsumerEntry();
  const [values, setValues] = useState<ConsumerLoginValues>({ accessCode: '', lastName: '' });
  const [touched, setTouched] = useState(false);
  const signIn = useMutation({
    mutationFn: (body: { accessCode: string; lastName: string }) =>
      clients.consumer.call(consumerSignIn, { body: { ...body, ...entry } }),
    onSuccess: (session) => {
      sessions.consumer.send({ type: 'session.established', session });
      void navigate({ to: site.landing, replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const accessCode = values.accessCode.trim();
    const lastName = values.lastName.trim();
    if (accessCode === '' || lastName === '') return;
    signIn.mutate({ accessCode, lastName });
  };
  // The build's copy of this form (in the page's HTML) becomes the live form: hydrated in place, not painted again.
  // It is its own React root, so it carries the consumer's messages itself.
  return usePrerenderedPage(
    <ConsumerIntl>
      <ConsumerLoginForm
        variables={site.variables}
        values={values}
        touched={touched}
        pending={signIn.isPending}
        failure={signIn.isError ? errorMessage(signIn.error) : null}
        onChange={(key, value) => setValues({ ...values, [key]: value })}
        onSubmit={submit}
      />
    </ConsumerIntl>,
  );
}
