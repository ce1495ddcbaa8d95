// The honest placeholder for every route whose screen is not written yet: the route's own title
// and a plain statement, never sample data.
import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../engine/react/index.ts';

function Scaffold() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" fill="none" aria-hidden="true">
      <rect x="10" y="14" width="76" height="50" rx="6" fill="currentColor" opacity="0.08" />
      <rect x="10" y="14" width="76" height="50" rx="6" stroke="currentColor" strokeWidth="2" strokeDasharray="5 4" />
      <path d="M24 50 L40 34 L52 44 L62 36 L74 50" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="70" cy="26" r="4" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

export default function NotBuilt({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" borderColor="border.muted" minH="60vh" display="flex" alignItems="center" justifyContent="center">
      <VStack gap="3" py="16" px="6" textAlign="center" data-testid="not-built">
        <Box color="brand.400"><Scaffold /></Box>
        <Heading as="h1" size="lg">{t(route.title)}</Heading>
        <Text color="fg.muted">{t('notBuilt.text')}</Text>
      </VStack>
    </Box>
  );
}
