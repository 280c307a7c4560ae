// GNU libmicrohttpd: the embedded HTTP server behind `anim preview` (https://www.gnu.org/software/libmicrohttpd/).
// microhttpd.h needs the socket and fixed-width types declared first (its manual, "Including the header").
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>
