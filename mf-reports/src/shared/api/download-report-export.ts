import { API_PREFIX, REPORT_EXPORT_FILE_PATH, type TReportExportJob } from '@busdesk/api-contract';
import { api } from '@busdesk/shared-kit';

/** A big file may take longer than the API's 30 s on a slow line; the server streams it from disk. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * Downloads a finished export under its file name (002 §9). The file is fetched with the session's token (the v3
 * client judges by HTTP status: the answer is xlsx bytes, not an envelope), then handed to the browser as a file.
 */
export async function downloadReportExport(job: TReportExportJob): Promise<void> {
  const response = await api.v3.get<Blob>(REPORT_EXPORT_FILE_PATH.slice(API_PREFIX.length), {
    params: { jobId: job.jobId },
    responseType: 'blob',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = job.fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
