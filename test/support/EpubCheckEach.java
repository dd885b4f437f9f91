import com.adobe.epubcheck.tool.EpubChecker;

/** EPUBCheck over each file named, one after another in this one JVM, each run's output after a marker line. */
public class EpubCheckEach {
  public static void main(String[] files) {
    int worst = 0;
    for (String file : files) {
      System.out.println("=== EPUBCheck: " + file);
      System.out.flush();
      int status = new EpubChecker().run(new String[] { file });
      System.out.flush();
      System.err.flush();
      worst = Math.max(worst, status);
    }
    System.exit(worst);
  }
}
