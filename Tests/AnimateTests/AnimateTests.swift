// AnimateTests
