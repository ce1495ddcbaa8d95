// A titled panel of an admin settings page (客户公海规则, 业务参数设置): heading, an optional note
// saying what the settings do, the controls, and an optional action row (保存, 新建).
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';

export function SettingsSection({ title, note, actions, children }: { title: string; note?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md">
      <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h2" size="sm">{title}</Heading>
      </Flex>
      <Stack gap="4" px="4" py="4">
        {note && <Text fontSize="sm" color="fg.muted">{note}</Text>}
        {children}
        {actions && <Flex gap="2">{actions}</Flex>}
      </Stack>
    </Box>
  );
}
