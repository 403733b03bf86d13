import { renderToString } from 'react-dom/server';
import { CONSUMER_LOGIN_TITLE, ConsumerLoginForm } from '../features/consumer/consumer-login-form.tsx';
import { ConsumerIntl } from '../features/consumer/i18n/consumer-intl.tsx';
import { PrerenderedTree } from '../ui/prerendered-page.tsx';

const ignore = () => undefined;

/**
 * The consumer sign-in form's first state as HTML, with the CSS it needs inline (emotion writes a <style> beside each
 * element when it renders without a document; the page's policy allows inline style, not script). Run by the build
 * (build/vite-prerender.ts), never in the browser.
 */
export function renderConsumerLoginFrame(): { html: string; title: string } {
  const html = renderToString(
    <PrerenderedTree>
      {/* The same tree the live page renders (ConsumerLoginPage), in English: a page in another language is not
          hydrated from this copy (app/main.tsx removes it). */}
      <ConsumerIntl english>
        <ConsumerLoginForm
          variables={null}
          values={{ accessCode: '', lastName: '' }}
          touched={false}
          pending={false}
          failure={null}
          onChange={ignore}
          onSubmit={ignore}
        />
      </ConsumerIntl>
    </PrerenderedTree>,
  );
  return { html, title: `${CONSUMER_LOGIN_TITLE} · Offerwell` };
}
