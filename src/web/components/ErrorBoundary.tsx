import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { isChunkLoadError, retryFailedScreens } from '../lib/lazy-screen.js';
import { reportRenderError } from '../lib/report-error.js';

interface Props {
  children: ReactNode;
}

/**
 * What a screen shows when it cannot be drawn: its chunk did not download (offline, or a new
 * version removed it) or a component threw. A Turkish message and "Tekrar dene", never a blank
 * page; the menu around it keeps working. Unexpected errors are reported to the server log.
 */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error) && navigator.onLine) reportRenderError(error, info.componentStack);
  }

  retry = () => {
    retryFailedScreens();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const network = isChunkLoadError(error) || !navigator.onLine;
    return (
      <Paper withBorder p="lg" maw={520} mx="auto" my="xl" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h4">
            {network ? messages.app.offlineFailed : messages.app.screenFailed}
          </Title>
          <Text c="dimmed">{network ? messages.app.offlineFailedHelp : messages.app.screenFailedHelp}</Text>
          <Button onClick={this.retry} mih={44}>
            {messages.app.retry}
          </Button>
        </Stack>
      </Paper>
    );
  }
}
