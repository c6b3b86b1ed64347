import { z } from 'zod';

export const signatureTypeSchema = z.enum(['typed', 'drawn']);
export type SignatureType = z.infer<typeof signatureTypeSchema>;

/** A signature the signer adopts for any subject: typed text or a drawn PNG data URL, with their device's time. */
export const adoptedSignatureSchema = z.object({
  signature: z.string().max(400_000),
  signature_type: signatureTypeSchema,
  /** The signer's local time as their device shows it. */
  client_time: z.string().max(100),
});
export type AdoptedSignatureInput = z.infer<typeof adoptedSignatureSchema>;
