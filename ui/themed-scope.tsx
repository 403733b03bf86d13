import { Box, type BoxProps } from '@chakra-ui/react';
import type { CSSProperties } from 'react';

/**
 * A box whose descendants see an embedder's theme: the theme's CSS custom properties (Chakra's brand.*, bg and fg
 * variables) set on it, so every component inside reads the embedder's colours. Set through React's style object
 * (CSSOM), not an inline <style> or <script>, so a strict Content-Security-Policy has nothing to object to.
 */
export function ThemedScope({
  variables,
  ...props
}: BoxProps & { variables: Readonly<Record<string, string>> | null }) {
  return (
    <Box
      data-embedder-theme={variables ? '' : undefined}
      style={(variables ?? undefined) as CSSProperties | undefined}
      color="fg"
      {...props}
    />
  );
}
