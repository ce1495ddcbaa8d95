// Empty-state placeholder (spec shell-and-calls.md, "Shared overlays and pickers" and section 9):
// default text '没有找到数据' (i18n `empty.noData`), a no-permission variant '暂无权限访问'
// (i18n `empty.noPermission`); `text` overrides either. The illustration is inline SVG so no icon
// package ends up in the bundle.
import { Box, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n/index.ts';

export type EmptyStateVariant = 'noData' | 'noPermission';

export interface EmptyStateProps {
  /** Which placeholder to show. Default `noData`. */
  variant?: EmptyStateVariant;
  /** Replaces the variant's default text. */
  text?: string;
}

/** An empty tray: nothing found. */
function NoDataIllustration() {
  return (
    <svg width="64" height="48" viewBox="0 0 64 48" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="42" rx="28" ry="5" fill="currentColor" opacity="0.12" />
      <path d="M12 22 L20 8 H44 L52 22" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M12 22 V38 H52 V22 H40 C40 26 36.5 29 32 29 C27.5 29 24 26 24 22 Z"
        fill="currentColor" fillOpacity="0.08" stroke="currentColor" strokeWidth="2" strokeLinejoin="round"
      />
    </svg>
  );
}

/** A padlock: no permission. */
function NoPermissionIllustration() {
  return (
    <svg width="64" height="48" viewBox="0 0 64 48" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="43" rx="22" ry="4" fill="currentColor" opacity="0.12" />
      <path d="M24 20 V14 C24 9.6 27.6 6 32 6 C36.4 6 40 9.6 40 14 V20" stroke="currentColor" strokeWidth="2" />
      <rect
        x="19" y="20" width="26" height="19" rx="3"
        fill="currentColor" fillOpacity="0.08" stroke="currentColor" strokeWidth="2"
      />
      <circle cx="32" cy="28" r="2.5" fill="currentColor" />
      <path d="M32 30 V34" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ variant = 'noData', text }: EmptyStateProps) {
  // Pass the app's instance explicitly so the widget works even without an I18nextProvider.
  const { t } = useTranslation(undefined, { i18n });
  const message = text ?? (variant === 'noPermission' ? t('empty.noPermission') : t('empty.noData'));
  return (
    <VStack
      role="status"
      aria-live="polite"
      data-variant={variant}
      gap="2"
      py="8"
      px="4"
      w="full"
      justify="center"
      color="fg.subtle"
    >
      <Box color="gray.400">{variant === 'noPermission' ? <NoPermissionIllustration /> : <NoDataIllustration />}</Box>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {message}
      </Text>
    </VStack>
  );
}
