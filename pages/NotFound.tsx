// /404: where unknown paths land, with a way home.
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="gray.50" px="4">
      <VStack gap="4" textAlign="center" maxW="md">
        <Text fontSize="7xl" fontWeight="bold" lineHeight="1" color="brand.500" letterSpacing="tight">
          {t('notFound.code')}
        </Text>
        <Heading as="h1" size="lg">{t('notFound.title')}</Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </VStack>
    </Box>
  );
}
