// A titled panel of a chart page: heading, a note beside it, controls and header figures on the
// right, and the panel's content; a failed load says so inside the panel (the others stay).
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';

export function SectionPanel({ title, note, controls, loading, error, children }: {
  title: string; note?: string; controls?: ReactNode; loading?: boolean; error?: string | null; children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title} aria-busy={loading || undefined} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" minW="0">
      <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" wrap="wrap">
        <Heading as="h2" size="sm">{title}</Heading>
        {note && <Text fontSize="xs" color="fg.muted">{note}</Text>}
        {loading && <Spinner size="xs" color="brand.500" />}
        <Flex ml="auto" gap="2" align="center">{controls}</Flex>
      </Flex>
      <Box px="4" py="4">
        {error ? <Text role="alert" color="red.600" fontSize="sm">{error}</Text> : children}
      </Box>
    </Box>
  );
}
