import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../shared/messages.js';
import { isChunkLoadError, retryFailedScreens } from '../lib/lazy-screen.js';
import { browserOffline, reconnected } from '../lib/online.js';
import { takeNewVersion } from '../lib/pwa.js';

interface Props {
  children: ReactNode;
}

/**
 * What a screen shows when it cannot be drawn: its chunk did not download (offline, cut off, or a
 * new version removed it) or a component threw. A Turkish message and "Tekrar dene", never a blank
 * page; the menu around it keeps working. Unexpected errors are reported to the server log.
 * A screen whose code failed offline is tried again by itself once the connection is back. One that
 * fails again online after "Tekrar dene" (a part it imports was cut off, which the browser keeps
 * failing until the page reloads) reloads the page, as a new version does: at once, or, while a form
 * holds typed input or a write waits to be sent, through the new-version notice, which asks first
 * (lib/pwa).
 */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };
  /** Set by "Tekrar dene" tapped online, until the screen draws or fails again. */
  private retriedOnline = false;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const retried = this.retriedOnline;
    this.retriedOnline = false;
    if (!isChunkLoadError(error)) {
      // Its code loads only then, off the first screen's JS.
      if (navigator.onLine)
        void import('../lib/report-error.js').then((m) => m.reportRenderError(error, info.componentStack));
    } else if (!browserOffline()) {
      if (retried) takeNewVersion();
    } else
      void reconnected().then(() => {
        // Offline: tried again by itself once the connection is back and the server answers.
        if (this.state.error === error) this.retry();
      });
  }

  retry = () => {
    this.retriedOnline = !browserOffline();
    retryFailedScreens();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    const offline = browserOffline();
    const [title, help] =
      chunk && !offline
        ? [messages.app.downloadCut, messages.app.downloadCutHelp]
        : chunk || offline
          ? [messages.app.offlineFailed, messages.app.offlineFailedHelp]
          : [messages.app.screenFailed, messages.app.screenFailedHelp];
    return (
      <Paper withBorder p="lg" maw={520} mx="auto" my="xl" role="alert">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text c="dimmed">{help}</Text>
          <Button onClick={this.retry} mih={44}>
            {messages.app.retry}
          </Button>
        </Stack>
      </Paper>
    );
  }
}
