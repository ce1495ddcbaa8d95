// A titled panel of the CRM 仪表盘: heading, optional controls on the right of the heading
// (a toggle, a select), and the panel's content; a failed load says so inside the panel.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

export function WorkbenchPanel({ title, controls, note, error, children }: {
  title: string; controls?: ReactNode; note?: string; error?: string | null; children: ReactNode;
}) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" minW="0">
      <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" wrap="wrap">
        <Heading as="h2" size="sm">{title}</Heading>
        {note && <Text fontSize="xs" color="fg.muted">{note}</Text>}
        <Flex ml="auto" gap="2" align="center">{controls}</Flex>
      </Flex>
      <Box px="4" py="4">
        {error ? <Text role="alert" color="red.600" fontSize="sm">{error}</Text> : children}
      </Box>
    </Box>
  );
}
