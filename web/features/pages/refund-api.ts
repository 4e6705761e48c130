import { useMutation } from '@tanstack/react-query';
import type { RefundRequestResult } from '../../../domain/refunds';
import { api } from '../../lib/api';

export interface RefundRequestInput {
  email: string;
  reason: string;
  receipt: File | null;
}

/** Sends a refund request as a multipart form: the server stores it and mails support (spec 000 sections 2 and 3). */
export function useSubmitRefundRequest() {
  return useMutation({
    mutationFn: ({ email, reason, receipt }: RefundRequestInput) => {
      const form = new FormData();
      form.append('email', email);
      form.append('reason', reason);
      if (receipt) form.append('receipt', receipt);
      return api.post<RefundRequestResult>('/api/refunds', form);
    },
  });
}
