import { getRecord } from '@/data/record/ledger';

export const dynamic = 'force-static';
export const dynamicParams = false;

const EXTENSION = '.tsr';

export function generateStaticParams() {
  return [...getRecord().tokens.keys()].map((id) => ({ token: `${id}${EXTENSION}` }));
}

/** A pick's token, as the authority sent it: `openssl ts -verify` reads it as it is. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const der = getRecord().tokens.get(token.slice(0, -EXTENSION.length));
  if (!der) throw new Error(`No token for ${token}.`);
  return new Response(Buffer.from(der, 'base64'), { headers: { 'Content-Type': 'application/timestamp-reply' } });
}
