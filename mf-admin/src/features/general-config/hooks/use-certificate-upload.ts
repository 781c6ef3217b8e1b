import { MSG } from '@busdesk/api-contract';
import { isApiError, notify } from '@busdesk/shared-kit';
import { useState, type FormEvent } from 'react';

/**
 * The upload dialog's state (chosen file, message, sending) and its submit, which both certificate blocks share: the
 * block says what it refuses before sending and how it sends; a refusal of the server is shown by its message.
 */
export interface CertificateUploadSubmit {
  /** The message when no file was chosen. */
  fileRequired: string;
  /** What is wrong with the chosen file or the other fields, or null to send. */
  refusal: (file: File) => string | null;
  /** Sends the file and answers the success message; null when there is nothing to send it for. */
  send: ((file: File) => Promise<string>) | null;
  /** After a success: closes the dialog. */
  done: () => void;
}

export type CertificateUpload = ReturnType<typeof useCertificateUpload>;

export function useCertificateUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chooseFile = (f: File | null) => {
    setFile(f);
    setError(null);
  };

  const reset = () => {
    setFile(null);
    setError(null);
  };

  /** Submits the dialog's own form, checking the input before anything is sent. */
  const submit = async (e: FormEvent, upload: CertificateUploadSubmit) => {
    e.preventDefault();
    // The dialog sits inside the page's config form, whose submit must not fire.
    e.stopPropagation();
    if (!upload.send) return;
    if (!file) return setError(upload.fileRequired);
    const refusal = upload.refusal(file);
    if (refusal) return setError(refusal);
    setSaving(true);
    setError(null);
    try {
      notify(await upload.send(file), 'success');
      upload.done();
    } catch (err) {
      setError(isApiError(err) ? err.message : MSG.transport.certificateLoadFailed);
    } finally {
      setSaving(false);
    }
  };

  return { file, chooseFile, error, setError, saving, reset, submit };
}
