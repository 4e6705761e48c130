import { useEffect } from 'react';
import { APP_NAME } from '../../domain/app';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${APP_NAME}` : `${APP_NAME} – smart meal planning`;
  }, [title]);
}
