import { Image, Text } from '@mantine/core';
import type { SignatureType } from '@portal/domain';
import { SIGNATURE_FONT } from './signature-font';

export interface AdoptedSignatureViewProps {
  signature: string;
  signatureType: SignatureType | null;
  /** What a screen reader says for a drawn signature. */
  alt: string;
}

/** A signature as adopted: the drawn image, or the typed text in a handwriting face. */
export function AdoptedSignatureView({ signature, signatureType, alt }: AdoptedSignatureViewProps) {
  return signatureType === 'drawn' ? (
    <Image src={signature} alt={alt} maw={460} fit="contain" />
  ) : (
    <Text style={{ fontFamily: SIGNATURE_FONT, fontSize: 28 }}>{signature}</Text>
  );
}
