/** The draft id of a job's payment record form. */
export const paymentFormId = (jobId: number) => `jobPayment/job-${jobId}`;
