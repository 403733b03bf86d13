import { Accordion, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { articlesFor, type HelpRealm } from '../../domain/help/articles.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { clientSupportHelpFaqMessages as m } from '../messages/client-support-help-faq.ts';

/** Offerwell's FAQ for partners: the console's help articles, question by question. */
export function HelpFaq({ realm }: { realm: HelpRealm }) {
  const { formatMessage: t } = useIntl();
  return (
    <SectionCard id="help-faq-title" title={t(m.frequentlyAskedQuestions)}>
      <Accordion.Root collapsible multiple variant="plain">
        {articlesFor(realm).map((article) => (
          <Accordion.Item key={article.id} value={article.id}>
            <Accordion.ItemTrigger>
              <Text flex="1" textAlign="start" fontWeight="600">
                {article.title}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="2">
                  {article.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </SectionCard>
  );
}
