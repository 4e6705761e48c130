/** Header carrying the client address that Fastify resolved (honouring TRUST_PROXY); any copy sent by a client is dropped. */
export const CLIENT_IP_HEADER = 'x-mealwise-client-ip';
