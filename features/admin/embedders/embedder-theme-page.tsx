import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import * as v from 'valibot';
import { type EmbedderThemeAnswer, updateEmbedderTheme } from '../../../api/embedders.ts';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  DEFAULT_THEME,
  type EmbedderTheme,
  HEX_COLOR_PATTERN,
  MIN_TEXT_CONTRAST,
  THEME_COLOR_LABELS,
  THEME_COLORS,
  type ThemeColor,
} from '../../../domain/catalog/embedder-theme.ts';
import { embedderThemeSchema } from '../../../domain/validation/embedder.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embeddersEmbedderThemePageMessages as m } from '../messages/embedders-embedder-theme-page.ts';
import { ColorField } from './color-field.tsx';
import { embedderThemeQuery } from './embedder-queries.ts';
import { embedderIdOf, embedderQueryKey, useEmbedder } from './shared.ts';
import { ThemePreview } from './theme-preview.tsx';

/** A colour's weakest text pair below WCAG AA, as a hint under its field. */
function contrastHint(t: IntlShape['formatMessage'], theme: EmbedderTheme, color: ThemeColor): string | undefined {
  for (const [fg, bg] of CONTRAST_PAIRS) {
    if (fg !== color && bg !== color) continue;
    if (!HEX_COLOR_PATTERN.test(theme[fg]) || !HEX_COLOR_PATTERN.test(theme[bg])) continue;
    const ratio = contrastRatio(theme[fg], theme[bg]);
    if (ratio < MIN_TEXT_CONTRAST) {
      return t(m.contrastHint, {
        other: THEME_COLOR_LABELS[fg === color ? bg : fg].toLowerCase(),
        ratio: ratio.toFixed(1),
      });
    }
  }
  return undefined;
}

/** /admin/console/embedders/{embedderId}/theme: colours with a picker and a live preview of the marketplace. */
export function EmbedderThemePage({ client, params }: ParamPageProps<{ embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedderId = embedderIdOf(params);
  const embedder = useEmbedder(client, embedderId);
  const queryClient = useQueryClient();
  const themeQuery = embedderThemeQuery(client, embedderId);
  const queryKey = themeQuery.queryKey;
  const saved = useQuery(themeQuery);
  const [theme, setTheme] = useState<EmbedderTheme>(DEFAULT_THEME);
  useEffect(() => {
    if (saved.data) setTheme(saved.data.colors);
  }, [saved.data]);
  const check = v.safeParse(embedderThemeSchema, theme);
  const issues = Object.fromEntries((check.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
  const save = useConfigMutation({
    mutationFn: (body: EmbedderTheme) => client.call(updateEmbedderTheme, { params: { embedderId }, body }),
    toasts: { pending: m.savingTheTheme, success: m.themeSaved, error: m.couldNotSaveTheTheme },
    invalidate: [embedderQueryKey(embedderId)],
    onSuccess: (answer: EmbedderThemeAnswer) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
  const name = embedder.data?.name ?? t(m.theEmbedderSSite);
  return (
    <Stack gap="6">
      <PageHeader
        title={embedder.data ? t(m.nameTheme, { name: embedder.data.name }) : t(m.embedderTheme)}
        description={t(m.theColoursThisEmbedderS)}
      />
      <QueryGate query={saved} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="64">
        {(data) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(18rem, 24rem) 1fr' }} gap="6" alignItems="start">
            <Stack
              as="form"
              gap="4"
              bg="bg"
              borderWidth="1px"
              borderRadius="lg"
              p="5"
              aria-label={t(m.themeColours)}
              onSubmit={(event) => {
                event.preventDefault();
                if (check.success) save.mutate(check.output);
              }}
            >
              {THEME_COLORS.map((color) => (
                <ColorField
                  key={color}
                  label={THEME_COLOR_LABELS[color]}
                  value={theme[color]}
                  invalid={issues[color]}
                  helperText={contrastHint(t, theme, color)}
                  onChange={(hex) => setTheme((previous) => ({ ...previous, [color]: hex }))}
                />
              ))}
              <HStack gap="3" flexWrap="wrap">
                <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!check.success}>
                  {t(m.saveTheme)}
                </Button>
                <Button variant="outline" onClick={() => setTheme(DEFAULT_THEME)}>
                  {t(m.useOfferwellColours)}
                </Button>
              </HStack>
              {data.custom ? null : (
                <Text fontSize="sm" color="fg.muted">
                  {t(m.notThemedYetConsumersSee)}
                </Text>
              )}
            </Stack>
            <ThemePreview
              theme={check.success ? check.output : { ...DEFAULT_THEME, ...validOnly(theme) }}
              embedderName={name}
            />
          </Grid>
        )}
      </QueryGate>
    </Stack>
  );
}

/** The colours typed so far that are complete, so the preview follows the user as they type. */
const validOnly = (theme: EmbedderTheme): Partial<EmbedderTheme> =>
  Object.fromEntries(Object.entries(theme).filter(([, hex]) => HEX_COLOR_PATTERN.test(hex)));
