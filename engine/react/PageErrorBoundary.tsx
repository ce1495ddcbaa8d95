// Catches a page that fails to load or render, so one broken screen does not blank the shell.
import { Component, type ReactNode } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import i18n from '../../i18n/index.ts';

interface State {
  error?: Error;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" textAlign="center" py="16" px="4">
        <Heading size="md" mb="2">{i18n.t('shell.pageError.title')}</Heading>
        <Text color="fg.muted" mb="4">{i18n.t('shell.pageError.text')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>{i18n.t('shell.pageError.reload')}</Button>
      </Box>
    );
  }
}
