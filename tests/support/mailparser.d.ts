// mailparser@3.9.6 ships no types; the little the SMTP tests read of it.
declare module 'mailparser' {
  export interface ParsedMail {
    subject?: string;
    text?: string;
    to?: { text: string; value: { address?: string }[] } | { text: string; value: { address?: string }[] }[];
    from?: { text: string };
    headers: Map<string, unknown>;
  }
  export function simpleParser(source: NodeJS.ReadableStream | Buffer | string): Promise<ParsedMail>;
}
