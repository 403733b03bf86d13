import { Box, Heading } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * An add/edit form opened above a list on the same page (integrations, test identities: 002 §2 gives them one route
 * each). It comes into view and its heading takes the focus, so keyboard and screen-reader users land in it. Not
 * the first field: a field left on blur shows its message and shifts the form, which can swallow a click on submit.
 */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box
      as="section"
      ref={panel}
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      mb="6"
      scrollMarginTop="20"
    >
      <Heading as="h2" size="lg" id={headingId} ref={heading} tabIndex={-1} mb="4" outline="none">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
