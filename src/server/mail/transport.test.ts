import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport } from './transport.js';

const silent = { info: () => undefined } as unknown as FastifyBaseLogger;
let root: string;
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('fileTransport', () => {
  it('writes each mail as an .eml file, making its folder when it is missing, even after it was removed', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'raket-mail-'));
    const dir = path.join(root, 'mail');
    const transport = fileTransport(dir, 'Raket <noreply@raket.test>', silent);
    await transport.send(7, { to: ['oyuncu@example.com'], subject: 'Maç teklifi', text: 'Merhaba' });
    await fs.rm(dir, { recursive: true });
    await transport.send(8, { to: ['oyuncu@example.com'], subject: 'Maç teklifi', text: 'Yeniden' });
    expect(await fs.readdir(dir)).toEqual(['00000008.eml']);
    const eml = await fs.readFile(path.join(dir, '00000008.eml'), 'utf8');
    expect(eml).toContain('To: oyuncu@example.com');
    expect(eml).toContain('Yeniden');
  });
});
