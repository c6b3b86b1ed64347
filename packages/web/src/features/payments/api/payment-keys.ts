export const paymentKeys = {
  all: ['payments'] as const,
  testCheckout: (sessionId: string) => [...paymentKeys.all, 'test-checkout', sessionId] as const,
};
