export const ERROR_COPY = {
  appErrorTitle: 'Application Error',
  appErrorDescription: 'Something went wrong while displaying this page.',
  reloadPage: 'Reload Page',
  unknownError: 'Unknown error',
  notFoundCode: '404',
  notFoundTitle: 'Oops! Page not found',
  notFoundDescription: "The page you are looking for doesn't exist or has been moved.",
  returnHome: 'Return to Home',
} as const;
