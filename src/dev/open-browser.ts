import { spawn } from 'node:child_process';

/** The command that opens a URL in the default browser on this platform. */
export function openCommand(platform: NodeJS.Platform, url: string): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; the empty argument is the window title, so a URL is never taken for it.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  return { command: 'xdg-open', args: [url] };
}

/** Opens the URL in the default browser; failures only produce a hint through `onError`. */
export function openBrowser(url: string, onError: (message: string) => void): void {
  const { command, args } = openCommand(process.platform, url);
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => onError(`could not open a browser (${command}); open ${url} yourself`));
    child.unref();
  } catch {
    onError(`could not open a browser (${command}); open ${url} yourself`);
  }
}
