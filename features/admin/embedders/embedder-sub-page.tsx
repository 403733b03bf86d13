import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { useWords, type Words } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { canEditEmbedders, embedderIdOf, useEmbedder } from './shared.ts';

/** What a sub-page's own part is given: the embedder it is about and whether the user may change it. */
export interface EmbedderSubPageContext {
  readonly client: ApiClient;
  readonly embedderId: number;
  readonly editable: boolean;
}

export interface EmbedderSubPageSpec {
  /** After the embedder's name in the title: "{name}: {section}". */
  readonly section: Words;
  /** The title until the embedder has loaded. */
  readonly fallbackTitle: Words;
  readonly description: Words;
  /** The page's own part under its header (a settings form, a blocklist); no hooks, it is called in render. */
  readonly body: (context: EmbedderSubPageContext) => ReactNode;
}

export type EmbedderSubPageComponent = (page: ParamPageProps<{ embedderId: string }>) => ReactNode;

/**
 * One embedder's sub-page (FI blocklist, campaign settings, approved products) at
 * /admin/console/embedders/{embedderId}/…: headed "{name}: {section}" over the page's own part.
 */
export function embedderSubPage(spec: EmbedderSubPageSpec): EmbedderSubPageComponent {
  return function EmbedderSubPage({ client, session, params }) {
    const say = useWords();
    const embedderId = embedderIdOf(params);
    const embedder = useEmbedder(client, embedderId);
    return (
      <Stack gap="6">
        <PageHeader
          title={embedder.data ? `${embedder.data.name}: ${say(spec.section)}` : say(spec.fallbackTitle)}
          description={say(spec.description)}
        />
        {spec.body({ client, embedderId, editable: canEditEmbedders(session) })}
      </Stack>
    );
  };
}
